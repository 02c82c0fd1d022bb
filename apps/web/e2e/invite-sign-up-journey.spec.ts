import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

test('a signed-out friend opens the invitation link, signs up and joins the league from the filled-in dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const leagueName = `Invite Club ${Date.now().toString(36).slice(-5)}`;
  await signUpNewPlayer(page, 'inviter');

  // The host creates a friend league and reads its invite code
  await page.goto('/competitions');
  await page.getByRole('button', { name: 'Create Friend League' }).click();
  const createForm = page.getByRole('dialog', { name: 'Create Friend League' });
  await createForm.getByLabel('League name').fill(leagueName);
  await createForm.getByLabel('Your display name').fill('Hosting Hopper');
  await createForm.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League Created!' });
  const inviteCode = ((await created.getByTestId('invite-code').textContent()) ?? '').trim();
  expect(inviteCode).toMatch(/^[A-Z0-9]{6}$/);

  // A friend, signed out in their own browser, opens the shared link: sign-up opens, the invitation said above it
  const friendContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const friend = await friendContext.newPage();
  await friend.goto(`/competitions?join=${inviteCode}`);
  await expect(friend.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(friend.getByText(/You were invited to a league/)).toContainText(inviteCode);
  await checkScreen(friend, 'invite-sign-up');

  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await friend.getByLabel('First name').fill('Fay');
  await friend.getByLabel('Last name').fill('Friend');
  await friend.getByLabel('Username').fill(`friend_${stamp}`.slice(0, 20));
  await friend.getByLabel('Email').fill(`friend-${stamp}@example.com`);
  await friend.getByLabel('Password', { exact: true }).fill('Arena-Trade1!');
  await friend.getByLabel('Confirm password').fill('Arena-Trade1!');
  await friend.getByRole('button', { name: 'Create Account' }).click();

  // Signed up, the friend lands in Join League with the code filled in, and joins
  await expect(friend).toHaveURL(new RegExp(`/competitions\\?join=${inviteCode}$`));
  const joinForm = friend.getByRole('dialog', { name: 'Join League' });
  await expect(joinForm.getByLabel('League code')).toHaveValue(inviteCode);
  await joinForm.getByLabel('Your display name').fill('Fay Friend');
  await joinForm.getByRole('button', { name: 'Join League' }).click();
  await expect(friend.getByText('Joined League!').first()).toBeVisible();
  await expect(friend.getByRole('listitem', { name: leagueName })).toContainText('2 / ');
  await friendContext.close();
});

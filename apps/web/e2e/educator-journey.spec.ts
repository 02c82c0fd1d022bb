import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import type { Announcement, EducatorLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { type ClockedServer, startClockedServer } from './support/clocked-server.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { buyThroughTicket, cashTile, holdingsTile } from './support/trade.ts';

/**
 * A class league must start in the future, on a half hour in the teacher's zone (docs/product/educators.md#class-leagues). This journey runs on
 * its own server (port 3102) whose clock reaches the next half hour LEAD_MS after it starts: the teacher subscribes
 * and creates the league for that half hour within the lead, and the students wait a minute or two for the start
 * instead of up to 30.
 */
const PORT = 3102;
const LEAD_MS = 150_000;
const ZONE = 'America/New_York';

let server: ClockedServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockedServer({ port: PORT, leadMs: LEAD_MS });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser of its own (cookies, storage) on the clocked server, in the teacher's zone. */
async function openBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    timezoneId: ZONE,
  });
  return { context, page: await context.newPage() };
}

const dateIn = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
const clockIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

test('a teacher subscribes, runs a $25,000 class league with an assignment; a student joins, trades and reads the class message; the teacher sees the student and exports the CSV', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Period 3 Economics ${stamp}`;
  const assignmentTitle = `Diversify ${stamp}`;
  const messageTitle = `Quiz Friday ${stamp}`;
  const studentName = `Ada ${stamp}`;

  // The teacher subscribes (signed out) and lands on the educator dashboard
  const teacher = await openBrowser(browser);
  const t = teacher.page;
  await subscribeAsEducator(t);

  // Create New League: starting at the clocked half hour, $25,000 each
  const lead = server.slot.getTime() - server.serverNow().getTime();
  expect(lead, 'the teacher reached Create New League before the clocked start').toBeGreaterThan(15_000);
  await t.getByRole('button', { name: 'Create New League' }).click();
  const createLeague = t.getByRole('dialog', { name: 'Create New League' });
  await createLeague.getByLabel('League name').fill(leagueName);
  await createLeague.getByLabel('Learning objectives (optional)').fill('Diversify across sectors; explain each trade.');
  await createLeague.getByLabel('Start date').fill(dateIn(server.slot));
  await createLeague.getByLabel(`Start time (${ZONE})`).selectOption(clockIn(server.slot));
  await createLeague.getByLabel('Starting balance ($)').fill('25000');
  await createLeague.getByRole('button', { name: 'Create League' }).click();
  const created = t.getByRole('dialog', { name: 'League created successfully!' });
  const inviteCode = ((await created.getByTestId('invite-code').textContent()) ?? '').trim();
  expect(inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  const league = (await getJson<EducatorLeague[]>(t, '/api/educator/leagues')).find((l) => l.name === leagueName);
  expect(league).toMatchObject({ isPendingStart: true, startingBalance: 25_000 });
  const leagueId = league!.id;

  // An assignment for that class, with a measurable goal
  await t.getByLabel('Class', { exact: true }).selectOption({ label: leagueName });
  await t.getByRole('button', { name: 'Create Assignment' }).click();
  const createAssignment = t.getByRole('dialog', { name: 'Create Assignment' });
  await createAssignment.getByLabel('Title').fill(assignmentTitle);
  await createAssignment.getByLabel('Description', { exact: true }).fill('Hold stocks from at least two sectors.');
  await createAssignment.getByLabel('Type').selectOption({ label: 'Portfolio Analysis' });
  await createAssignment.getByLabel('Max score (points)').fill('50');
  await createAssignment.getByLabel('Due date').fill(dateIn(new Date(Date.now() + 3 * 24 * 3_600_000)));
  await expect(createAssignment.getByLabel('League')).toHaveValue(String(leagueId));
  await createAssignment.getByLabel('Goal', { exact: true }).selectOption({ label: 'Make at least N trades' });
  await createAssignment.getByLabel('Trades').fill('1');
  await checkScreen(t, 'educator-create-assignment');
  await createAssignment.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(t.getByText('Assignment created successfully!').first()).toBeVisible();
  await expect(createAssignment).toBeHidden();

  // A student signs up in their own browser and joins by the invite code; the league waits for its start
  const student = await openBrowser(browser);
  const s = student.page;
  await signUpNewPlayer(s, 'student');
  await s.goto('/competitions');
  await s.getByRole('button', { name: 'Join League' }).click();
  const join = s.getByRole('dialog', { name: 'Join League' });
  await join.getByLabel('League code').fill(inviteCode);
  await join.getByLabel('Your display name').fill(studentName);
  await join.getByRole('button', { name: 'Join League' }).click();
  await expect(s.getByText('Joined League!').first()).toBeVisible();
  const card = s.getByRole('listitem', { name: leagueName });
  await expect(card).toContainText('Waiting to start');
  const assignmentRow = card.getByRole('button', { name: new RegExp(`^${assignmentTitle} `) });
  await expect(assignmentRow).toContainText('Portfolio Analysis');

  // The student opens the assignment's details
  await assignmentRow.click();
  const detail = s.getByRole('dialog', { name: assignmentTitle });
  await expect(detail).toContainText(leagueName);
  await expect(detail).toContainText('Portfolio Analysis');
  await expect(detail).toContainText('50 points');
  await expect(detail).toContainText('Hold stocks from at least two sectors.');
  await expect(detail).toContainText('Make at least 1');
  await expect(detail.getByRole('button', { name: 'View Portfolio' })).toBeVisible();
  await checkScreen(s, 'student-assignment-detail');
  await s.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The teacher messages the class (Send only with a title and a message)
  await t.getByRole('button', { name: 'Send Message' }).click();
  const messageForm = t.getByRole('dialog', { name: 'Send Message to Class' });
  const send = messageForm.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await messageForm.getByLabel('Title').fill(messageTitle);
  await messageForm.getByLabel('Message', { exact: true }).fill('Bring your trade journal on Friday.');
  await messageForm.getByLabel('Priority').selectOption({ label: 'High' });
  await expect(send).toBeEnabled();
  await checkScreen(t, 'educator-send-message');
  await send.click();
  await expect(t.getByText('Message sent to class successfully!').first()).toBeVisible();
  await expect(messageForm).toBeHidden();

  // The student reads it: unread on the Messages button, New in the dialog, read afterwards
  await s.reload();
  await card.getByRole('button', { name: `Messages (1 unread) of ${leagueName}` }).click();
  const messages = s.getByRole('dialog', { name: 'League Messages' });
  const message = messages.getByRole('listitem', { name: messageTitle });
  await expect(message).toContainText('Bring your trade journal on Friday.');
  await expect(message).toContainText('High');
  await expect(message).toContainText('New');
  await checkScreen(s, 'student-league-messages');
  await s.keyboard.press('Escape');
  await expect(messages).toBeHidden();
  await expect(card.getByRole('button', { name: `Messages of ${leagueName}`, exact: true })).toBeVisible();
  await expect
    .poll(async () => (await getJson<Announcement[]>(s, '/api/student/announcements')).map((a) => a.isRead))
    .toEqual([true]);

  // The league starts on the server's clock: the student's card turns Active
  await expect(async () => {
    await s.reload();
    await expect(card).toContainText('Active', { timeout: 3_000 });
  }).toPass({ timeout: LEAD_MS + 60_000, intervals: [3_000] });

  // The student trades in the class portfolio, which starts with $25,000
  await card.getByRole('link', { name: `Enter Portfolio of ${leagueName}` }).click();
  await expect(s).toHaveURL(new RegExp(`/league-portfolio\\?league=${leagueId}$`));
  await expect(s.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(cashTile(s)).toContainText('$25,000.00');
  await buyThroughTicket(s, 'AAPL', 2);
  await expect(holdingsTile(s)).toContainText('1');
  await s.goto('/competitions');
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: new RegExp(`^${assignmentTitle} `) })).toBeVisible();
  await checkScreen(s, 'student-class-league-card');

  // The teacher sees the student in the class figures and analytics
  await t.reload();
  await t.getByLabel('Class', { exact: true }).selectOption({ label: leagueName });
  const summary = t.getByLabel('Class summary');
  await expect(summary.getByRole('definition')).toHaveText(['1', '1', /%$/, '1']);
  const analytics = t.getByRole('heading', { name: 'Student Performance Analytics' }).locator('../..');
  const topPerformer = analytics.getByRole('definition').nth(0);
  const mostActive = analytics.getByRole('definition').nth(1);
  await expect(topPerformer).toHaveText(new RegExp(`^${studentName} · .*%$`));
  await expect(mostActive).toHaveText(`${studentName} · 1 trade today`);
  await checkScreen(t, 'educator-dashboard-class');

  // Manage Students lists them, online
  await t.getByRole('button', { name: 'Manage Students' }).click();
  const manage = t.getByRole('dialog', { name: 'Manage Students' });
  const row = manage.getByRole('region', { name: leagueName }).getByRole('listitem').filter({ hasText: studentName });
  await expect(row).toContainText('Online');
  await expect(row.getByRole('button', { name: `Remove ${studentName}` })).toBeVisible();
  await checkScreen(t, 'educator-manage-students');
  await t.keyboard.press('Escape');
  await expect(manage).toBeHidden();

  // Export Class Data: a CSV named after the league and the day, with a BOM and the student's row
  const downloading = t.waitForEvent('download');
  await t.getByRole('button', { name: 'Export Class Data' }).click();
  const download = await downloading;
  await expect(t.getByText('Class data exported successfully!').first()).toBeVisible();
  const name = download
    .suggestedFilename()
    .match(new RegExp(`^class-data-league-${leagueId}-(\\d{4}-\\d{2}-\\d{2})\\.csv$`));
  expect(name, download.suggestedFilename()).not.toBeNull();
  const serverNow = server.serverNow();
  expect([serverNow.toISOString().slice(0, 10), dateIn(serverNow)]).toContain(name![1]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).trim().split(/\r\n/);
  expect(header).toContain('Display Name');
  expect(header).toContain(assignmentTitle);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(studentName);

  await student.context.close();
  await teacher.context.close();
});

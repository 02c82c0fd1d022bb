import { LegalPage } from './legal-page.tsx';

const sections = [
  {
    heading: 'What TradeArena is',
    body: (
      <p>
        TradeArena is a virtual stock-trading game and classroom platform. You trade with virtual money at real market
        prices. No real money is ever invested, and we never hold or move real funds on your behalf.
      </p>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what the game needs to work:</p>
        <ul>
          <li>Account details you give us: first and last name, username, email address and a password.</li>
          <li>Your time zone, detected from your browser, so times and market hours show correctly.</li>
          <li>Game activity: virtual trades, portfolios, league and tournament participation, achievements.</li>
          <li>
            Feedback you submit and, for educators, school and billing contact details needed for the subscription.
          </li>
        </ul>
        <p>
          Passwords are stored only as a one-way hash. Card payments are handled by our payment provider; we never see
          or store full card numbers.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run your account, execute virtual trades and show leaderboards and league standings.</li>
        <li>To send service emails you ask for, such as password-reset links.</li>
        <li>To keep the service secure, prevent abuse and fix problems.</li>
      </ul>
    ),
  },
  {
    heading: 'What other players see',
    body: (
      <p>
        Leaderboards and league pages show your username or league display name, your virtual returns, win rate and
        badges. Your email address and real name are never shown to other players. Educators see the progress of the
        students in their own class leagues.
      </p>
    ),
  },
  {
    heading: 'Cookies and tracking',
    body: (
      <p>
        We use one essential, http-only session cookie to keep you signed in, and your browser's local storage to
        remember your signed-in profile. We do not use advertising cookies, we do not sell personal data, and we do not
        load third-party trackers.
      </p>
    ),
  },
  {
    heading: 'Students and schools',
    body: (
      <p>
        TradeArena is used in classrooms. When a school or educator invites students, the school decides which student
        information is entered and may ask us to correct or delete it. We use student information only to provide the
        educational service and never for advertising. Children under 13 should use TradeArena only through a school or
        with a parent's permission.
      </p>
    ),
  },
  {
    heading: 'Keeping and deleting your data',
    body: (
      <p>
        We keep your data while your account is open. You can delete your account at any time under Settings, Data and
        Privacy: your profile is removed and you are signed out everywhere. Anonymous game records, such as final league
        standings, may be kept so that other players' results stay correct.
      </p>
    ),
  },
  {
    heading: 'Your rights and contact',
    body: (
      <p>
        You can see and correct your profile under Settings, export or delete it, and ask us any question about your
        data through the Feedback page. If we change this policy in a meaningful way, we will tell you in the app before
        the change takes effect.
      </p>
    ),
  },
];

/** /privacy: how a virtual trading game for players and schools handles data. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          Your privacy matters, especially because many TradeArena players are students. This policy explains what we
          collect, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}

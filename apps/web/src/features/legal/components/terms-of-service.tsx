import { LegalPage } from './legal-page.tsx';

const sections = [
  {
    heading: 'The game',
    body: (
      <p>
        TradeArena is an educational simulation. Every portfolio, balance, trade, prize and purchase of virtual cash
        exists only inside the game and has no cash value. Virtual money cannot be withdrawn, transferred outside the
        game or exchanged for real money.
      </p>
    ),
  },
  {
    heading: 'Not investment advice',
    body: (
      <p>
        Nothing on TradeArena is financial, investment, tax or legal advice, and nothing is a recommendation to buy or
        sell any security. Prices may be delayed, simulated or inaccurate. Results in the game do not predict results
        with real money. Talk to a licensed professional before making real investment decisions.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <ul>
        <li>Give accurate details and keep your password secret; you are responsible for activity on your account.</li>
        <li>One person, one account. Do not create accounts to manipulate leaderboards or leagues.</li>
        <li>Choose a username that is not offensive or misleading; we may change names that are.</li>
      </ul>
    ),
  },
  {
    heading: 'Fair play',
    body: (
      <p>
        Do not exploit bugs, automate trading, share accounts, or interfere with the service or other players. We may
        reset portfolios, remove results or close accounts that break these rules. Tournament prizes are virtual cash
        paid into the winner's trading bank.
      </p>
    ),
  },
  {
    heading: 'Purchases',
    body: (
      <p>
        Some features, such as extra virtual cash, league extensions, extra league slots and the educator subscription,
        are paid with a card through our payment provider. Purchases of virtual items are final and non-refundable,
        except where the law requires otherwise. The educator plan renews yearly until cancelled; after cancelling,
        access continues until the end of the paid period.
      </p>
    ),
  },
  {
    heading: 'Schools and educators',
    body: (
      <p>
        Educators may run class leagues, set assignments and see their students' progress. Educators are responsible for
        having the permissions their school requires to use TradeArena with students, and for what they post to a class.
      </p>
    ),
  },
  {
    heading: 'Content and feedback',
    body: (
      <p>
        Feedback and reviews you submit may be shown publicly after review. You keep ownership of what you write and
        allow us to display it in the service. Do not post anything unlawful, hateful or personal about others.
      </p>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <p>
        We work to keep TradeArena available but do not promise uninterrupted service. We may change or end features,
        and we may update these terms; continued use after an update means you accept it. You may stop using the service
        and delete your account at any time under Settings.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        TradeArena is provided as is. To the extent the law allows, we are not liable for losses arising from the use of
        the game or from decisions made on the basis of it, including any real-world investment decisions.
      </p>
    ),
  },
];

/** /terms: the rules of a virtual trading game with no real money. */
export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      intro={
        <p>
          These terms are the agreement between you and TradeArena. Please read them; by creating an account or using
          the game you accept them.
        </p>
      }
      sections={sections}
    />
  );
}

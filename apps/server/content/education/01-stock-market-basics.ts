import type { EducationModuleContent } from './education-module-content.ts';

export const stockMarketBasics: EducationModuleContent = {
  id: 1,
  title: 'How the Stock Market Works',
  level: 'Beginner',
  summary:
    'What a share really is, why companies sell them, how an exchange sets a price, and how an investor makes or loses money.',
  minutes: 20,
  sections: [
    {
      id: 'what-is-a-share',
      title: 'What is a share?',
      body: `A **share** (also called a stock) is a small piece of ownership in a company. Imagine a bakery that is worth $1,000,000 and is divided into 100,000 equal shares. Each share represents 1/100,000 of the business, so it is worth about $10. If you buy 100 shares, you own 0.1% of the bakery.

Owning a share gives you a claim on the company's future. When the company earns profits, it can pay part of them to its owners as **dividends**, or keep them to grow the business — which can make every share worth more. Shareholders of most companies can also vote on important decisions, such as who sits on the board of directors.

Owning shares does not make you responsible for the company's debts. If the bakery goes bankrupt, the most you can lose is what you paid for your shares. That idea is called **limited liability**, and it is one reason millions of people are willing to invest in companies they do not run themselves.`,
    },
    {
      id: 'why-companies-sell-shares',
      title: 'Why companies sell shares',
      body: `Growing a business costs money: new factories, new stores, research, hiring. A company can borrow that money (and pay interest), or it can sell part of itself to investors. The first time a company sells shares to the general public is called an **initial public offering (IPO)**. After an IPO, the company is "public" and its shares are listed on a stock exchange.

Here is an important detail: the company receives money only when it *issues* new shares, as in an IPO. After that, almost all trading happens between investors. When you buy 10 shares of Apple today, you buy them from another investor who wanted to sell — Apple itself does not receive your money. This is called the **secondary market**.

So why do companies care about their share price at all? A higher price makes it cheaper to raise money later, executives are often paid partly in shares, and the share price is a public scoreboard of how investors judge the company's future.`,
    },
    {
      id: 'exchanges-and-prices',
      title: 'Exchanges and how a price is set',
      body: `A **stock exchange** is a marketplace where buy and sell orders meet. The two largest in the United States are the **New York Stock Exchange (NYSE)** and **Nasdaq**. Today almost all trading is electronic: computers match buyers and sellers in fractions of a second.

At any moment there are two important prices for a stock:

- the **bid** — the highest price someone is currently willing to pay;
- the **ask** (or offer) — the lowest price someone is currently willing to sell at.

If the bid is $50.00 and the ask is $50.02, the difference of $0.02 is the **spread**. A buyer who wants shares right away pays the ask; a seller who wants out right away receives the bid. Popular stocks have very small spreads; rarely traded stocks can have large ones.

Prices move because of **supply and demand**. If a company reports surprisingly strong sales, more investors want to buy than sell, buyers must offer more, and the price climbs until enough sellers appear. Bad news works the other way. Nobody "sets" the price of a stock: it is simply the price at which the latest trade happened.`,
    },
    {
      id: 'the-trading-day',
      title: 'The trading day',
      body: `The NYSE and Nasdaq hold their regular trading session from **9:30 a.m. to 4:00 p.m. Eastern Time, Monday to Friday**. They are closed on market holidays such as Thanksgiving and Christmas Day, and on a few days a year (for example the day after Thanksgiving) they close early, at 1:00 p.m. Some brokers also offer extended "pre-market" and "after-hours" trading, but fewer people trade then and prices can jump around more.

When you buy a stock in the real world, the trade is agreed in an instant, but the official swap of cash and shares — **settlement** — happens later. Since May 28, 2024, most U.S. stock trades settle **one business day after the trade (T+1)**. Before that the standard was two days (T+2).

On TradeArena, trades are accepted only during the regular NYSE session, just like the exchange. If you try to trade at 8:00 p.m. or on a Saturday, the order is refused and you are told the market hours. Settlement is instant here: the shares and cash show up in your [portfolio](/portfolio) as soon as the trade is done.`,
    },
    {
      id: 'gains-losses-and-dividends',
      title: 'How investors make or lose money',
      body: `There are two ways a share can reward you. The first is a **capital gain**: you sell for more than you paid. Suppose you buy 10 shares at $40, spending $400. A few months later the price is $46 and you sell for $460. Your gain is $60, or 15% of the $400 you invested.

The second is **dividends**. A company that pays $0.50 per share every quarter pays you $2.00 per share per year. With 100 shares that is $200 a year, whether the price goes up or not. Many young, fast-growing companies pay no dividend at all and reinvest everything.

Prices also fall. If your $40 shares drop to $34, your 10 shares are worth $340 — a $60 loss. As long as you still hold the shares, the gain or loss is **unrealized** (only on paper); it becomes **realized** when you sell. A falling price is not the same as a permanent loss, but it is not guaranteed to come back either.

Two numbers help put a price in context. **Market capitalization** is the share price times the number of shares: a $50 stock with 2 billion shares has a market cap of $100 billion. An **index** such as the S&P 500 tracks a group of stocks (about 500 large U.S. companies) so you can see how "the market" as a whole is doing.`,
    },
    {
      id: 'practising-on-tradearena',
      title: 'Practising on TradeArena',
      body: `TradeArena gives you a **$100,000 virtual portfolio** to practise with. The prices behave like real ones, but the money is not real, so a mistake costs you nothing except a lower spot on the leaderboard. That makes it the perfect place to try the ideas in this module.

A good first exercise:

1. Open your [portfolio](/portfolio) and look up a company you know, such as Apple (AAPL) or Coca-Cola (KO).
2. Watch its price for a few minutes during market hours and notice how often it changes.
3. Buy a small number of whole shares, for example 5, and note the total cost: shares × price.
4. Check back the next day and work out your unrealized gain or loss in dollars and in percent.

Compare how you are doing with other players on the [leaderboard](/leaderboard). Rankings there are based on returns, and money you move in from the bank is not counted as profit — only good decisions move you up.`,
    },
  ],
  keyTerms: [
    { term: 'Share (stock)', definition: 'A unit of ownership in a company.' },
    { term: 'Dividend', definition: 'A part of a company’s profit paid out to its shareholders, usually per share.' },
    {
      term: 'IPO',
      definition: 'Initial public offering: the first sale of a company’s shares to the public, which raises money.',
    },
    {
      term: 'Bid / ask',
      definition: 'The highest price buyers currently offer and the lowest price sellers currently accept.',
    },
    { term: 'Spread', definition: 'The gap between the ask and the bid.' },
    {
      term: 'Market capitalization',
      definition: 'Share price × number of shares: what the market values the company at.',
    },
    {
      term: 'Settlement (T+1)',
      definition: 'The official exchange of cash and shares, one business day after a U.S. trade since May 2024.',
    },
    {
      term: 'Unrealized vs realized gain',
      definition: 'A gain on paper while you hold; a gain locked in when you sell.',
    },
  ],
  links: [
    {
      label: 'Try it on your portfolio',
      href: '/portfolio',
      description: 'Look up a stock and buy your first shares.',
    },
    { label: 'See today’s top movers', href: '/trending', description: 'Which stocks rose and fell most today.' },
    { label: 'Check the leaderboard', href: '/leaderboard', description: 'See how your returns compare with others.' },
  ],
  quiz: [
    {
      prompt: 'A company worth $2,000,000 is divided into 200,000 equal shares. You own 1,000 shares. What do you own?',
      correctIndex: 1,
      choices: [
        { text: '1% of the company', explanation: '1,000 ÷ 200,000 is 0.005, which is 0.5%, not 1%.' },
        {
          text: '0.5% of the company, worth about $10,000',
          explanation: 'Right: 1,000 ÷ 200,000 = 0.5%, and each share is worth $2,000,000 ÷ 200,000 = $10.',
        },
        {
          text: '$1,000 worth of the company',
          explanation: 'That would be true only if each share were worth $1; here each is worth $10.',
        },
        {
          text: 'A loan to the company that it must repay',
          explanation: 'A loan is a bond or debt. A share is ownership, and the company never has to buy it back.',
        },
      ],
    },
    {
      prompt:
        'You buy 20 shares of a well-known company from another investor on an exchange. Who receives your money?',
      correctIndex: 2,
      choices: [
        {
          text: 'The company, to build new factories',
          explanation: 'The company receives money only when it issues new shares, as in an IPO.',
        },
        {
          text: 'The stock exchange keeps it',
          explanation: 'The exchange only matches orders; it may charge a small fee, but it does not keep the price.',
        },
        {
          text: 'The investor who sold you the shares',
          explanation: 'Right: after the IPO, trading happens between investors on the secondary market.',
        },
        {
          text: 'The government',
          explanation: 'Taxes may apply to profits later, but the purchase price goes to the seller.',
        },
      ],
    },
    {
      prompt:
        'A stock’s bid is $30.00 and its ask is $30.05. You want to buy right away. About what do you pay per share?',
      correctIndex: 1,
      choices: [
        {
          text: '$30.00, the bid',
          explanation: 'The bid is what buyers offer; a buyer who wants shares immediately must meet a seller’s price.',
        },
        {
          text: '$30.05, the ask',
          explanation: 'Right: an immediate buy takes the lowest price a seller accepts, the ask.',
        },
        {
          text: '$30.025, the average',
          explanation: 'There is no automatic averaging; you trade at the price someone is offering.',
        },
        {
          text: '$0.05, the spread',
          explanation: 'The spread is the gap between the two prices, not a price you pay for a share.',
        },
      ],
    },
    {
      prompt: 'What are the regular trading hours of the New York Stock Exchange?',
      correctIndex: 0,
      choices: [
        {
          text: '9:30 a.m. to 4:00 p.m. Eastern Time, Monday to Friday',
          explanation: 'Right: that is the regular session, and TradeArena accepts trades only then.',
        },
        {
          text: '9:00 a.m. to 5:00 p.m. Eastern Time, every day',
          explanation: 'The exchange is closed on weekends and holidays, and opens at 9:30.',
        },
        {
          text: '24 hours a day, like cryptocurrency markets',
          explanation: 'Stock exchanges have set sessions; some brokers add extended hours, but not around the clock.',
        },
        {
          text: '8:00 a.m. to 3:00 p.m. in your own time zone',
          explanation: 'The hours are fixed in New York (Eastern) time, wherever you are.',
        },
      ],
    },
    {
      prompt: 'Since May 2024, when does a normal U.S. stock trade settle?',
      correctIndex: 3,
      choices: [
        {
          text: 'Instantly, the same second',
          explanation: 'Real U.S. trades do not settle instantly (TradeArena does, because it is a simulation).',
        },
        { text: 'Three business days later (T+3)', explanation: 'T+3 was the standard before 2017.' },
        { text: 'Two business days later (T+2)', explanation: 'T+2 was the rule from 2017 until May 2024.' },
        {
          text: 'One business day later (T+1)',
          explanation: 'Right: the U.S. moved to T+1 settlement on May 28, 2024.',
        },
      ],
    },
    {
      prompt: 'You bought 10 shares at $40 and the price is now $34. You have not sold. Which statement is true?',
      correctIndex: 2,
      choices: [
        {
          text: 'You have a realized loss of $60',
          explanation: 'A loss is realized only when you sell; you still hold the shares.',
        },
        {
          text: 'You have lost $6 in total',
          explanation: '$6 is the loss per share; with 10 shares the total is $60.',
        },
        {
          text: 'You have an unrealized loss of $60 (15%)',
          explanation:
            'Right: (34 − 40) × 10 = −$60, which is 15% of the $400 you paid, and it is only on paper until you sell.',
        },
        {
          text: 'You owe the company $60',
          explanation:
            'Limited liability: you can lose what you paid, but you never owe the company money for holding shares.',
        },
      ],
    },
  ],
};

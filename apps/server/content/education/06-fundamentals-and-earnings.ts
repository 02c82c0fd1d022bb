import type { EducationModuleContent } from './education-module-content.ts';

export const fundamentalsAndEarnings: EducationModuleContent = {
  id: 6,
  title: 'Company Fundamentals and Earnings',
  level: 'Expert',
  summary:
    'Read a company like an analyst: the three financial statements, from revenue to earnings per share, valuation ratios such as P/E, balance-sheet health, and what really moves a stock in earnings season.',
  minutes: 35,
  sections: [
    {
      id: 'financial-statements',
      title: 'The three financial statements',
      body: `Every U.S. public company must publish its results. Each quarter it files a **10-Q** report, and once a year a more detailed, audited **10-K**, with the Securities and Exchange Commission (SEC). Anyone can read them for free. At their heart are three statements:

- The **income statement** shows what the company sold and what it earned over a period: revenue at the top, costs in the middle, profit (net income) at the bottom.
- The **balance sheet** is a snapshot on one day: what the company owns (**assets**), what it owes (**liabilities**), and what is left for the owners (**shareholders' equity**). It always balances: assets = liabilities + equity.
- The **cash flow statement** shows the cash that actually came in and went out, from operations, from investing (such as buying equipment) and from financing (borrowing, repaying, paying dividends).

Why three? Because profit and cash are not the same. A company can report a profit while running out of cash — for example if its customers pay very late — and a company can show a loss while its cash grows. Analysts read all three together.`,
    },
    {
      id: 'from-revenue-to-eps',
      title: 'From revenue to earnings per share',
      body: `Follow the income statement of an imaginary company, Northwind Gear, for one year:

1. **Revenue** (sales): $10.0 billion.
2. Minus the **cost of goods sold** (materials, factory wages): $6.0 billion. That leaves **gross profit** of $4.0 billion — a **gross margin** of 40%.
3. Minus **operating expenses** (research, marketing, offices): $2.5 billion. That leaves **operating income** of $1.5 billion — an **operating margin** of 15%.
4. Minus interest on debt and income taxes: $0.4 billion. That leaves **net income** of $1.1 billion — a **net margin** of 11%.

Investors care about profit *per share*, because that is their slice. Northwind has 500 million shares, so its **earnings per share (EPS)** is $1.1 billion ÷ 500 million = **$2.20**.

Margins tell you about the quality of a business. A software company may keep 70% or more of revenue as gross profit; a supermarket may keep 25–30% and earn a net margin of only a few percent. Neither is "bad" — but a margin that shrinks year after year is a warning sign at any company.`,
    },
    {
      id: 'valuation-ratios',
      title: 'Valuation: is the price high or low?',
      body: `A great company can be a poor investment if you pay too much for it. **Valuation ratios** compare the share price with what the business produces.

The best known is the **price-to-earnings ratio (P/E)**: share price ÷ EPS. If Northwind's shares trade at $44, its P/E is $44 ÷ $2.20 = **20**. Investors are paying $20 for every $1 of yearly profit. A P/E based on the last twelve months is the *trailing* P/E; one based on analysts' estimates for next year is the *forward* P/E.

Other useful numbers:

- **Market capitalization** = price × shares = $44 × 500 million = **$22 billion**.
- **Price-to-sales (P/S)** = market cap ÷ revenue = $22 billion ÷ $10 billion = **2.2**. Useful for companies with no profit yet.
- **Dividend yield** = yearly dividend per share ÷ price. If Northwind pays $1.32 a year, the yield is $1.32 ÷ $44 = **3%**.

A high P/E is not automatically "expensive": investors pay more for companies they expect to grow fast. A P/E of 40 for a company growing profits 30% a year can be more reasonable than a P/E of 12 for one whose profits are shrinking. Compare ratios with the company's own history and with peers in the same sector — you can list a sector's companies on the [stock screener](/screener).`,
    },
    {
      id: 'balance-sheet-health',
      title: 'Balance-sheet health and cash flow',
      body: `Profits matter, but so does the ability to survive a bad year. Three checks:

- **Debt-to-equity** = total debt ÷ shareholders' equity. A company with $3 billion of debt and $6 billion of equity has a ratio of 0.5. Heavy debt means large interest payments that must be paid in good years and bad. Comparing within a sector matters: utilities and banks normally carry far more debt than software companies.
- **Current ratio** = current assets ÷ current liabilities (those due within a year). Above 1 means the company has more short-term resources than short-term bills.
- **Free cash flow** = cash from operations − capital expenditures (spending on equipment and buildings). If Northwind's operations bring in $1.6 billion and it spends $0.6 billion on new equipment, its free cash flow is **$1.0 billion** — the cash available for dividends, buying back shares, paying off debt or growing.

A company whose net income rises every year while free cash flow keeps falling deserves a closer look: its profits may rest on accounting choices rather than cash.`,
    },
    {
      id: 'earnings-season',
      title: 'Earnings season',
      body: `Four times a year, in the weeks after each quarter ends, companies report their results — **earnings season**. Most publish a press release either before the 9:30 a.m. open or after the 4:00 p.m. close, then hold an **earnings call** where executives answer analysts' questions.

Before the report, analysts publish estimates, and their average is the **consensus**. The market compares the results with the consensus, not with last year:

- A **beat**: EPS of $1.10 against a consensus of $1.00.
- A **miss**: EPS of $0.92 against $1.00.

Surprisingly, a beat does not guarantee a rise. Prices already reflect what investors expect. A company can beat on EPS but miss on revenue, or lower its **guidance** — its own forecast for the coming quarters — and the stock may fall 5% or more the next morning. Often the guidance moves the stock more than the past quarter does, because investors are buying the future.

Because reports usually come out while the market is closed, earnings often cause **gaps** on the chart and very high **volume** the next day — exactly what the candlestick module taught you to look for. The [news page](/news) lists earnings stories and the economic calendar.`,
    },
    {
      id: 'putting-it-together',
      title: 'Putting it together',
      body: `Fundamental analysis asks: *what is this business worth, and is the price fair?* A simple checklist for any company you consider:

1. **What does it sell, and to whom?** Which sector is it in, and is its market growing?
2. **Is revenue growing?** Compare this year with the last few.
3. **Are margins stable or improving?**
4. **Is EPS growing, and is it backed by free cash flow?**
5. **Is the balance sheet strong** — manageable debt, current ratio above 1?
6. **What is the valuation** — P/E and P/S against its history and its sector peers?
7. **What is expected next?** Guidance and the date of the next earnings report.

Then combine this with everything else you have learned: size the position so that a miss or a bad guidance cannot hurt your portfolio too much (risk module), spread your ideas across sectors (diversification module), and place the trade during market hours knowing how it will be filled (order-types module).

No checklist makes investing certain. Excellent companies have bad years, and markets sometimes ignore good numbers for a long time. But investors who understand the business they own are far less likely to panic-sell at the bottom or chase a story at the top. Put your research to work on your [portfolio](/portfolio) and see how it holds up on the [leaderboard](/leaderboard).`,
    },
  ],
  keyTerms: [
    { term: '10-K / 10-Q', definition: 'The annual and quarterly reports U.S. public companies file with the SEC.' },
    { term: 'Revenue', definition: 'The total money a company takes in from selling its products or services.' },
    { term: 'Net income', definition: 'Profit after all costs, interest and taxes.' },
    { term: 'Margin', definition: 'A profit figure as a percent of revenue (gross, operating or net).' },
    { term: 'EPS', definition: 'Earnings per share: net income ÷ number of shares.' },
    { term: 'P/E ratio', definition: 'Share price ÷ EPS: how many dollars investors pay per dollar of yearly profit.' },
    { term: 'Dividend yield', definition: 'Yearly dividend per share ÷ share price.' },
    {
      term: 'Debt-to-equity',
      definition: 'Total debt ÷ shareholders’ equity: how much the company relies on borrowing.',
    },
    { term: 'Free cash flow', definition: 'Cash from operations minus capital expenditures.' },
    { term: 'Consensus / guidance', definition: 'Analysts’ average estimate / the company’s own forecast.' },
  ],
  links: [
    {
      label: 'Compare a sector on the screener',
      href: '/screener',
      description: 'List a sector’s companies side by side.',
    },
    { label: 'Read earnings news', href: '/news', description: 'Earnings stories and the economic calendar.' },
    { label: 'Try it on your portfolio', href: '/portfolio', description: 'Buy a company you have researched.' },
    { label: 'See the leaderboard', href: '/leaderboard', description: 'How your research performs against others.' },
  ],
  quiz: [
    {
      prompt: 'A company earned net income of $600 million and has 300 million shares. What is its EPS?',
      correctIndex: 0,
      choices: [
        { text: '$2.00', explanation: 'Right: $600 million ÷ 300 million shares = $2.00 per share.' },
        { text: '$0.50', explanation: 'That divides shares by income; EPS is income ÷ shares.' },
        { text: '$600', explanation: 'That ignores the number of shares.' },
        { text: '$20.00', explanation: 'Off by a factor of ten: $600 million ÷ 300 million is 2.' },
      ],
    },
    {
      prompt: 'A stock trades at $60 and its EPS is $3. What is its P/E ratio?',
      correctIndex: 3,
      choices: [
        { text: '5%', explanation: 'That is the earnings yield (EPS ÷ price), the P/E turned upside down.' },
        { text: '180', explanation: 'P/E divides price by EPS; it does not multiply them.' },
        { text: '0.05', explanation: 'That is EPS ÷ price again, written as a decimal.' },
        { text: '20', explanation: 'Right: $60 ÷ $3 = 20; investors pay $20 per $1 of yearly profit.' },
      ],
    },
    {
      prompt: 'Revenue is $10 billion and operating income is $1.5 billion. What is the operating margin?',
      correctIndex: 1,
      choices: [
        { text: '1.5%', explanation: '$1.5 billion of $10 billion is 15%, not 1.5%.' },
        { text: '15%', explanation: 'Right: $1.5 billion ÷ $10 billion = 15%.' },
        { text: '85%', explanation: 'That is the share of revenue used up by costs, not the margin.' },
        {
          text: '40%',
          explanation: 'That would be a gross margin in the module’s example, computed before operating expenses.',
        },
      ],
    },
    {
      prompt: 'Which statement is always true of a balance sheet?',
      correctIndex: 2,
      choices: [
        { text: 'Revenue = costs + profit', explanation: 'That relationship belongs to the income statement.' },
        {
          text: 'Assets = cash + dividends',
          explanation: 'Assets include much more than cash, and dividends are a payment, not an asset.',
        },
        {
          text: 'Assets = liabilities + shareholders’ equity',
          explanation: 'Right: what the company owns is financed by what it owes plus what belongs to owners.',
        },
        {
          text: 'Liabilities are always smaller than equity',
          explanation: 'Many healthy banks and utilities have far more liabilities than equity.',
        },
      ],
    },
    {
      prompt: 'A company beats the EPS consensus but cuts its guidance for next year. What can happen to the stock?',
      correctIndex: 0,
      choices: [
        {
          text: 'It can fall, because investors price in the future',
          explanation: 'Right: weaker guidance often outweighs a beat on the past quarter.',
        },
        {
          text: 'It must rise, because it beat estimates',
          explanation: 'Prices already reflect expectations; a beat is no guarantee.',
        },
        {
          text: 'Nothing: guidance is not public',
          explanation: 'Guidance is announced publicly, usually with the results.',
        },
        {
          text: 'Trading is suspended until the next quarter',
          explanation: 'Stocks keep trading after earnings, often with high volume.',
        },
      ],
    },
    {
      prompt:
        'Operations bring in $900 million of cash and the company spends $300 million on new equipment. What is its free cash flow?',
      correctIndex: 3,
      choices: [
        { text: '$1.2 billion', explanation: 'Capital expenditures are subtracted, not added.' },
        { text: '$300 million', explanation: 'That is the spending on equipment, not what is left over.' },
        { text: '$900 million', explanation: 'That is operating cash flow before capital expenditures.' },
        { text: '$600 million', explanation: 'Right: $900 million − $300 million = $600 million.' },
      ],
    },
    {
      prompt: 'A company pays $2.00 per share in dividends a year and its shares cost $50. What is the dividend yield?',
      correctIndex: 1,
      choices: [
        { text: '25%', explanation: 'That divides the price by the dividend; the yield is dividend ÷ price.' },
        { text: '4%', explanation: 'Right: $2.00 ÷ $50 = 0.04 = 4%.' },
        { text: '2%', explanation: '$2.00 is the dividend in dollars; as a share of $50 it is 4%.' },
        { text: '$52', explanation: 'A yield is a percentage, not a price plus the dividend.' },
      ],
    },
  ],
};

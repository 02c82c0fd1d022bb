import type { EducationModuleContent } from './education-module-content.ts';

export const riskAndVolatility: EducationModuleContent = {
  id: 4,
  title: 'Risk, Volatility and Drawdowns',
  level: 'Intermediate',
  summary:
    'How to measure how bumpy a stock is, what beta tells you, why a 50% loss needs a 100% gain to recover, and how to size positions so one mistake cannot knock you out.',
  minutes: 30,
  sections: [
    {
      id: 'risk-and-return',
      title: 'Risk and return go together',
      body: `In investing, **risk** means uncertainty: the chance that the result is different from what you expect — usually worse. A savings account that pays a fixed 4% has almost no risk. A stock might return +30% or −30% in a year; you cannot know in advance.

Why would anyone accept that uncertainty? Because, over long periods, riskier investments have tended to pay more. U.S. stocks as a whole have historically returned roughly 10% a year on average over many decades, far more than savings accounts — but with some terrible years along the way, such as 2008, when the S&P 500 fell about 37% including dividends.

This is the **risk–return trade-off**: higher possible rewards come with bigger possible losses. There is no investment with high returns and no risk. If someone offers one, be very suspicious.`,
    },
    {
      id: 'volatility',
      title: 'Volatility: how bumpy is the ride?',
      body: `**Volatility** measures how much a price moves around. A stock that moves up or down about 0.5% on a typical day has low volatility; one that often moves 3% or more has high volatility.

Professionals measure volatility with the **standard deviation** of returns and usually state it per year. A handy approximation: annual volatility ≈ daily volatility × √252, because there are about 252 trading days in a year, and √252 is close to 16. So a stock with a typical daily move of 1% has an annual volatility of roughly 16%; one with 3% daily moves has roughly 48%.

What does that mean in dollars? Take $10,000 in a stock with 40% annual volatility. In an ordinary year, a move of 40% in either direction — to about $6,000 or $14,000 — would not be unusual, and bigger moves happen too. The same $10,000 in a stock with 15% volatility would more usually end the year somewhere between $8,500 and $11,500.

High volatility is not "bad" by itself: it means a wider range of outcomes, good and bad. What matters is whether you can live with the bad end of that range.`,
    },
    {
      id: 'beta',
      title: 'Beta: moving with the market',
      body: `**Beta** measures how strongly a stock tends to move with the overall market (usually the S&P 500).

- **Beta = 1**: the stock tends to move about as much as the market.
- **Beta = 1.5**: it tends to move about 1.5 times as much. If the market falls 2%, such a stock falls about 3% *on average*; if the market rises 2%, it tends to rise about 3%.
- **Beta = 0.5**: it tends to move about half as much as the market.

Chip makers and many young technology companies often have betas well above 1. Utilities and consumer-staples companies often have betas below 1, because their profits change little with the economy.

Beta is an average drawn from the past, not a promise. A low-beta stock can still crash on its own bad news — beta only describes how the stock moves *with the market*, not company-specific surprises. You can compare betas on the [stock screener](/screener): sort by beta and see which sectors sit at the top and the bottom.`,
    },
    {
      id: 'drawdowns',
      title: 'Drawdowns and the maths of recovery',
      body: `A **drawdown** is the fall from a peak to a later low, in percent. The **maximum drawdown** is the largest such fall over a period.

Example: your portfolio grows from $100,000 to $120,000, then falls to $90,000, then recovers to $110,000. The maximum drawdown is measured from the $120,000 peak: ($120,000 − $90,000) ÷ $120,000 = **25%** — even though you never fell more than 10% below your starting money.

Losses and gains are not symmetrical. After a loss, you need a *bigger* percentage gain to get back to where you were, because you are growing a smaller amount:

- lose 10% → you need +11.1% to recover
- lose 20% → you need +25%
- lose 33% → you need about +50%
- lose 50% → you need **+100%**
- lose 75% → you need +300%

Real markets have had deep drawdowns. From October 2007 to March 2009 the S&P 500 fell about 57%, and it took until 2013 to climb back to its old high. That is why experienced investors focus first on avoiding large losses: a portfolio that never falls 50% never needs to double just to break even.`,
    },
    {
      id: 'position-sizing',
      title: 'Position sizing: how much to risk per trade',
      body: `You cannot control what the market does, but you can control **how much you buy**. Deciding the size of a trade before you make it is called **position sizing**.

A simple method used by many traders is to risk only a small, fixed slice of the portfolio on any single idea — often 1–2%.

Example with a $100,000 portfolio and a 1% risk rule:

1. The most you are willing to lose on this trade is 1% × $100,000 = **$1,000**.
2. You want to buy a stock at $50 and decide you will sell if it falls to $45. Your risk per share is $50 − $45 = **$5**.
3. Position size = $1,000 ÷ $5 = **200 shares**, a $10,000 position.

If the trade goes wrong and you sell at $45, you lose $1,000 — painful but survivable. Ten wrong trades in a row would cost about 10%, not the whole portfolio.

One warning from the order-types module: a price can *gap* past your exit level, for example opening at $40 after bad news overnight. Then the loss is bigger than planned — here $10 × 200 = $2,000. Position sizing limits that damage too, because the position was never huge.`,
    },
    {
      id: 'risk-in-competitions',
      title: 'Risk in a competition',
      body: `Competitions tempt players to take wild risks. If only the top spot counts, putting everything into one volatile stock can look smart: if it jumps 40%, you win. But for every player whose gamble works, many others lose 30–50% and drop to the bottom of the [leaderboard](/leaderboard) with little time to recover.

Smarter questions to ask before each trade:

- **What is my worst realistic outcome?** If the stock falls 20%, how much of my portfolio do I lose?
- **How volatile is this stock?** Check its beta and its 52-week range on the [screener](/screener).
- **Am I diversified?** Five positions in one sector behave like one big position.
- **How long is left?** In a weekly championship, a deep drawdown may leave too few days to recover.

Teachers sometimes set goals such as "keep your largest drawdown under 10%" because controlling risk is a skill that real fund managers are judged on. A steady +8% with a 5% drawdown is often a better result than +12% with a 35% drawdown along the way. Try it in a [competition](/competitions) and track your own maximum drawdown.`,
    },
  ],
  keyTerms: [
    { term: 'Risk', definition: 'Uncertainty about the outcome of an investment, especially the chance of loss.' },
    {
      term: 'Volatility',
      definition: 'How much a price moves around, usually the annual standard deviation of returns.',
    },
    {
      term: 'Standard deviation',
      definition: 'A statistical measure of how spread out returns are around their average.',
    },
    {
      term: 'Beta',
      definition: 'How strongly a stock tends to move with the market; 1 means about as much as the market.',
    },
    { term: 'Drawdown', definition: 'The fall in value from a peak to a later low, in percent.' },
    { term: 'Maximum drawdown', definition: 'The largest peak-to-low fall over a period.' },
    { term: 'Position sizing', definition: 'Choosing how many shares to buy so that a loss stays within a set limit.' },
    {
      term: 'Gap',
      definition: 'A jump in price between one trade and the next, often from one close to the next open.',
    },
  ],
  links: [
    {
      label: 'Compare betas on the screener',
      href: '/screener',
      description: 'Sort stocks by beta and 52-week range.',
    },
    {
      label: 'Check your portfolio',
      href: '/portfolio',
      description: 'Work out your largest position as a percent of the total.',
    },
    {
      label: 'Test your risk control in a competition',
      href: '/competitions',
      description: 'Aim for a good return with a small drawdown.',
    },
    { label: 'See the leaderboard', href: '/leaderboard', description: 'Returns are ranked net of deposits.' },
  ],
  quiz: [
    {
      prompt: 'A portfolio rises from $100,000 to $120,000, then falls to $90,000. What is its maximum drawdown?',
      correctIndex: 1,
      choices: [
        {
          text: '10%',
          explanation: 'That compares $90,000 with the starting $100,000, but drawdown is measured from the peak.',
        },
        { text: '25%', explanation: 'Right: ($120,000 − $90,000) ÷ $120,000 = 25%.' },
        { text: '30%', explanation: '$30,000 is the dollar fall; as a share of the $120,000 peak it is 25%.' },
        { text: '20%', explanation: '20% was the gain from $100,000 to $120,000, not the fall.' },
      ],
    },
    {
      prompt: 'After a 50% loss, what gain do you need to get back to where you started?',
      correctIndex: 3,
      choices: [
        { text: '50%', explanation: '$100 → $50 → +50% is only $75: you grow a smaller amount.' },
        { text: '75%', explanation: '$50 × 1.75 = $87.50, still short of $100.' },
        { text: '25%', explanation: 'Far too little: $50 × 1.25 = $62.50.' },
        { text: '100%', explanation: 'Right: $50 must double to return to $100.' },
      ],
    },
    {
      prompt:
        'A stock has a beta of 1.5. The market falls 2% today. On average, what would you expect the stock to do?',
      correctIndex: 0,
      choices: [
        { text: 'Fall about 3%', explanation: 'Right: 1.5 × −2% = −3% on average (the actual move can differ).' },
        { text: 'Fall about 1.5%', explanation: 'That confuses beta with the size of the move itself.' },
        {
          text: 'Rise about 3%',
          explanation: 'A positive beta means it tends to move in the same direction as the market.',
        },
        { text: 'Fall exactly 2%', explanation: 'That would be a beta of 1.' },
      ],
    },
    {
      prompt: 'A stock typically moves about 1% a day. Roughly what is its annual volatility?',
      correctIndex: 2,
      choices: [
        { text: '1%', explanation: 'Daily moves add up over about 252 trading days, so the annual figure is larger.' },
        { text: '252%', explanation: 'Volatility grows with the square root of time, not in a straight line.' },
        { text: 'About 16%', explanation: 'Right: 1% × √252 ≈ 1% × 15.9 ≈ 16%.' },
        {
          text: 'About 365%',
          explanation: 'There are about 252 trading days, and volatility scales with the square root of time.',
        },
      ],
    },
    {
      prompt:
        'Your portfolio is $100,000 and you risk 1% per trade. You buy at $50 with a planned exit at $45. How many shares?',
      correctIndex: 1,
      choices: [
        {
          text: '2,000 shares',
          explanation: '2,000 × $5 = $10,000 at risk: ten times your $1,000 limit (and $100,000 of stock).',
        },
        { text: '200 shares', explanation: 'Right: $1,000 risk ÷ $5 risk per share = 200 shares.' },
        { text: '20 shares', explanation: '20 × $5 = $100 at risk, only 0.1% of the portfolio.' },
        { text: '1,000 shares', explanation: '1,000 × $5 = $5,000 at risk, which is 5%.' },
      ],
    },
    {
      prompt: 'Which statement about a low-beta stock is true?',
      correctIndex: 3,
      choices: [
        {
          text: 'It cannot fall sharply',
          explanation: 'It can still crash on its own bad news; beta measures only moves with the market.',
        },
        { text: 'It always beats the market', explanation: 'Beta says nothing about whether it beats the market.' },
        {
          text: 'It has no volatility',
          explanation: 'A low-beta stock can still be volatile for company-specific reasons.',
        },
        {
          text: 'It tends to move less than the market when the market moves',
          explanation: 'Right: a beta below 1 means smaller moves with the market, on average.',
        },
      ],
    },
  ],
};

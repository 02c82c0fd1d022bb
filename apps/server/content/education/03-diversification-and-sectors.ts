import type { EducationModuleContent } from './education-module-content.ts';

export const diversificationAndSectors: EducationModuleContent = {
  id: 3,
  title: 'Diversification and Sectors',
  level: 'Intermediate',
  summary:
    'Why spreading money over many companies and sectors lowers risk, how the market is split into sectors, and how to build a portfolio that one bad day cannot sink.',
  minutes: 25,
  sections: [
    {
      id: 'eggs-and-baskets',
      title: 'Don’t put all your eggs in one basket',
      body: `**Diversification** means spreading your money over many different investments so that no single one can hurt you too much.

Compare two portfolios of $10,000. Portfolio A puts everything into one company. Portfolio B puts $1,000 into each of ten companies. Now one company announces a failed product and its stock falls 50%:

- If that company is the one in Portfolio A, A is now worth **$5,000** — half of it is gone.
- If it is one of the ten in Portfolio B, B loses 50% of $1,000, so it is worth **$9,500**, as long as the other nine stay flat.

Diversification does not make the bad news go away. It makes sure the bad news is a bruise rather than a disaster. Over time, some companies in a diversified portfolio will do badly and some very well, and the result depends much less on luck with any one of them.`,
    },
    {
      id: 'two-kinds-of-risk',
      title: 'Two kinds of risk',
      body: `Investors split risk into two kinds.

**Company-specific risk** (also called idiosyncratic risk) comes from things that affect one company: a product recall, a lawsuit, a chief executive leaving, a disappointing earnings report. Diversification is very good at reducing this kind of risk, because bad surprises at different companies tend to happen at different times.

**Market risk** (also called systematic risk) affects almost every stock at once: a recession, a sudden rise in interest rates, a global crisis. In February and March 2020, as the COVID-19 pandemic spread, the S&P 500 fell about 34% in roughly a month. Owning 500 different stocks did not prevent that fall.

The lesson: diversification can remove much of the company-specific risk, but no amount of diversification across stocks removes market risk. That is why you should still think about how much of your money is in stocks at all.`,
    },
    {
      id: 'market-sectors',
      title: 'The eleven sectors',
      body: `To compare companies, the market is divided into **sectors** — groups of businesses that earn money in similar ways. The widely used GICS standard has eleven:

- **Information Technology** — software, chips, hardware (Apple, Microsoft, NVIDIA)
- **Communication Services** — media, telecom, internet platforms (Alphabet, Meta, Netflix)
- **Consumer Discretionary** — things people want but can postpone (Amazon, Tesla, Home Depot)
- **Consumer Staples** — things people buy in any economy (Procter & Gamble, Coca-Cola, Walmart)
- **Health Care** — drug makers, insurers, medical devices (Johnson & Johnson, UnitedHealth)
- **Financials** — banks, insurers, payment networks (JPMorgan Chase, Visa)
- **Industrials** — machinery, airlines, defense, transport (Caterpillar, Boeing)
- **Energy** — oil and gas (ExxonMobil, Chevron)
- **Materials** — chemicals, metals, mining (Linde, Freeport-McMoRan)
- **Real Estate** — property owners and REITs (Prologis, American Tower)
- **Utilities** — electricity, gas and water (NextEra Energy, Duke Energy)

Companies in the same sector are exposed to the same forces. When oil prices fall, most energy stocks fall together; when interest rates jump, many real-estate and utility stocks drop together. You can filter the TradeArena universe by sector on the [stock screener](/screener) and compare how each sector is moving today.`,
    },
    {
      id: 'correlation',
      title: 'Correlation: do they move together?',
      body: `**Correlation** measures how closely two investments move together. It runs from **+1** (they always move in the same direction), through **0** (no relationship), to **−1** (they always move in opposite directions).

Real diversification needs investments that are *not* highly correlated. Owning five chip makers — say NVIDIA, AMD, Intel, Broadcom and Qualcomm — looks like five stocks, but they often rise and fall together, because they share customers, suppliers and investor mood. If the chip industry has a bad month, all five are likely to have a bad month.

A portfolio that holds a chip maker, a bank, a supermarket chain, an oil company and an electricity utility is far more diversified, even with the same number of stocks, because those businesses react differently to the same news. A rise in oil prices hurts airlines but helps oil producers; a recession hurts carmakers more than toothpaste makers.`,
    },
    {
      id: 'cyclical-and-defensive',
      title: 'Cyclical and defensive sectors',
      body: `Sectors also differ in how they react to the **business cycle** — the pattern of economic growth and slowdown.

**Cyclical** sectors do well when the economy is strong and suffer when it weakens: Consumer Discretionary (people delay buying new cars and holidays), Industrials, Materials, Energy and Financials. Their profits, and often their share prices, swing more.

**Defensive** sectors sell things people need in any economy: Consumer Staples (food, soap), Utilities (power and water) and much of Health Care. Their profits are steadier, and their stocks usually fall less in a downturn — though they also tend to rise less in a boom.

A balanced portfolio usually holds both. If all your holdings are cyclical, a recession hits everything at once. If all are defensive, you may lag far behind when the economy is booming. On the [screener](/screener), compare the beta of a utility with that of a chip maker: beta, explained in the risk module, measures how strongly a stock tends to move with the market.`,
    },
    {
      id: 'building-your-portfolio',
      title: 'Building a diversified portfolio',
      body: `A practical recipe for a $100,000 TradeArena portfolio:

1. **Limit each position.** A common rule of thumb is that no single stock should be more than 5–10% of the portfolio. With a 10% limit, no one holding can ever be more than $10,000 at the time you buy it.
2. **Spread across sectors.** Aim for holdings in at least five or six different sectors instead of ten stocks from one industry.
3. **Mix cyclical and defensive.** Pair growth-sensitive names with steady ones.
4. **Keep some cash if you like** — it is the least risky holding of all, though it earns nothing here.
5. **Rebalance now and then.** If one stock doubles and grows from 10% to 20% of your portfolio, selling part of it brings your risk back in line.

Example: $100,000 split as $10,000 each in ten stocks from seven sectors, with $0 to spare. A 40% fall in your worst stock costs $4,000, or 4% of the portfolio. The same fall in a portfolio that held only that stock would cost $40,000.

Real investors often get wide diversification cheaply through **index funds** and **ETFs**, such as funds that track the S&P 500. On TradeArena you can trade SPY, an ETF that tracks the S&P 500, to see how "the whole market" behaves. Put your plan into practice on your [portfolio](/portfolio).`,
    },
  ],
  keyTerms: [
    {
      term: 'Diversification',
      definition: 'Spreading money over many different investments so no single one can cause a large loss.',
    },
    {
      term: 'Company-specific risk',
      definition: 'Risk from events at one company; largely removable by diversification.',
    },
    {
      term: 'Market risk',
      definition: 'Risk that affects almost all stocks at once; diversification across stocks cannot remove it.',
    },
    { term: 'Sector', definition: 'A group of companies that earn money in similar ways, e.g. Energy or Health Care.' },
    { term: 'Correlation', definition: 'How closely two investments move together, from −1 to +1.' },
    { term: 'Cyclical stock', definition: 'A stock whose profits rise and fall strongly with the economy.' },
    { term: 'Defensive stock', definition: 'A stock whose business is steady in good and bad economies.' },
    {
      term: 'Rebalancing',
      definition: 'Selling some winners and buying others to bring position sizes back to your plan.',
    },
    {
      term: 'ETF',
      definition: 'Exchange-traded fund: one share that holds a whole basket of stocks, such as SPY for the S&P 500.',
    },
  ],
  links: [
    {
      label: 'Compare sectors on the screener',
      href: '/screener',
      description: 'Filter stocks by sector, price, change and beta.',
    },
    {
      label: 'Check your portfolio’s spread',
      href: '/portfolio',
      description: 'How many sectors do your holdings cover?',
    },
    { label: 'See which sectors are moving', href: '/trending', description: 'Today’s top gainers and losers.' },
  ],
  quiz: [
    {
      prompt:
        'You hold $1,000 in each of ten stocks. One falls 50% and the others do not move. What is your portfolio worth?',
      correctIndex: 2,
      choices: [
        { text: '$5,000', explanation: 'That would be the result if all $10,000 were in the stock that fell.' },
        { text: '$9,000', explanation: 'That would mean losing the whole $1,000 position, but it only fell by half.' },
        { text: '$9,500', explanation: 'Right: you lose 50% of $1,000 = $500, so $10,000 − $500 = $9,500.' },
        { text: '$10,000', explanation: 'Diversification reduces a loss; it does not cancel it.' },
      ],
    },
    {
      prompt: 'Which kind of risk can diversification across many stocks NOT remove?',
      correctIndex: 1,
      choices: [
        {
          text: 'A product recall at one company',
          explanation: 'That is company-specific risk, which diversification reduces well.',
        },
        {
          text: 'A recession that pulls down the whole market',
          explanation: 'Right: market (systematic) risk hits almost all stocks at once.',
        },
        {
          text: 'A chief executive resigning suddenly',
          explanation: 'That affects one company: company-specific risk.',
        },
        {
          text: 'A lawsuit against one firm',
          explanation: 'Also company-specific, and softened by owning many companies.',
        },
      ],
    },
    {
      prompt: 'Which of these portfolios of five stocks is the most diversified?',
      correctIndex: 3,
      choices: [
        {
          text: 'Five chip makers',
          explanation: 'Same industry: they tend to rise and fall together (high correlation).',
        },
        { text: 'Five large banks', explanation: 'All Financials: the same interest-rate and credit risks.' },
        { text: 'Five oil producers', explanation: 'All Energy: they all depend on the oil price.' },
        {
          text: 'A chip maker, a bank, a supermarket, an oil company and a utility',
          explanation:
            'Right: five sectors that react differently to the same news, so their moves are less correlated.',
        },
      ],
    },
    {
      prompt: 'A correlation of −1 between two stocks means…',
      correctIndex: 0,
      choices: [
        { text: 'they always move in opposite directions', explanation: 'Right: −1 is perfect negative correlation.' },
        { text: 'they always move in the same direction', explanation: 'That is +1.' },
        { text: 'their moves are unrelated', explanation: 'That is a correlation near 0.' },
        {
          text: 'one of them lost 1% today',
          explanation: 'Correlation is about how two prices move together, not a daily return.',
        },
      ],
    },
    {
      prompt: 'Which sector is usually considered defensive?',
      correctIndex: 1,
      choices: [
        {
          text: 'Consumer Discretionary',
          explanation: 'Cyclical: people postpone cars, holidays and gadgets in a downturn.',
        },
        {
          text: 'Utilities',
          explanation: 'Right: people pay for power and water in every economy, so profits are steady.',
        },
        {
          text: 'Materials',
          explanation: 'Cyclical: demand for metals and chemicals follows industry and construction.',
        },
        {
          text: 'Industrials',
          explanation: 'Cyclical: orders for machinery and transport fall when the economy slows.',
        },
      ],
    },
    {
      prompt:
        'With a $100,000 portfolio and a rule of at most 10% per stock, what is the most you should put into one new stock?',
      correctIndex: 2,
      choices: [
        { text: '$1,000', explanation: 'That is 1%: allowed, but not the maximum.' },
        { text: '$5,000', explanation: 'That is 5%: within the rule, but the rule allows more.' },
        { text: '$10,000', explanation: 'Right: 10% of $100,000 is $10,000.' },
        { text: '$25,000', explanation: 'That is 25%, far above the 10% limit.' },
      ],
    },
  ],
};

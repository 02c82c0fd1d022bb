import type { EducationModuleContent } from './education-module-content.ts';

export const candlesticksAndVolume: EducationModuleContent = {
  id: 5,
  title: 'Reading Candlestick Charts and Volume',
  level: 'Advanced',
  summary:
    'How one candle packs four prices, what timeframes change, the patterns traders watch, and why volume tells you how much conviction sits behind a move — and the limits of it all.',
  minutes: 30,
  sections: [
    {
      id: 'anatomy-of-a-candle',
      title: 'Anatomy of a candle',
      body: `A **candlestick** summarises trading over one period of time with four prices — **open, high, low and close** (OHLC):

- the **open** is the first trade of the period, the **close** the last;
- the **high** and **low** are the highest and lowest prices traded in between.

The thick part, the **body**, spans the open and the close. The thin lines above and below, the **wicks** (or shadows), reach up to the high and down to the low.

If the close is above the open, the price rose during the period and the candle is usually drawn **green** (or hollow). If the close is below the open, the candle is **red** (or filled).

Example: a day with open $100, high $104, low $98 and close $103 gives a green candle with a body from $100 to $103, an upper wick to $104 and a lower wick down to $98. In words: the price dipped early, buyers took over, it rose as far as $104 and finished the day $3 higher than it started.`,
    },
    {
      id: 'timeframes',
      title: 'Timeframes',
      body: `Each candle covers a fixed slice of time, and the same stock looks very different at different **timeframes**. The chart on your TradeArena [portfolio](/portfolio) has three:

- **5M** — one candle per 5 minutes of today's session. A regular day from 9:30 a.m. to 4:00 p.m. ET is 6.5 hours, so it has 78 five-minute candles (42 on a 1:00 p.m. early-close day).
- **1D** — one candle per trading day, covering the last months.
- **1W** — one candle per week, covering the last couple of years.

Short timeframes show the noise of the day: small jumps that often mean nothing. Longer timeframes show the trend. A stock can look like it is collapsing on the 5-minute chart while the weekly chart shows a tiny dip in a long climb.

A good habit is to start with the longest timeframe to see the big picture, then zoom in. Ask: is the stock in an uptrend, a downtrend, or moving sideways? Only then decide whether today's move matters.`,
    },
    {
      id: 'candle-patterns',
      title: 'Common candle shapes',
      body: `Traders give names to candle shapes that show a battle between buyers and sellers:

- **Doji** — open and close almost equal, so the body is a thin line. Neither side won the period: a sign of indecision.
- **Hammer** — a small body near the top with a long lower wick, at least twice the body. Sellers pushed the price down hard, but buyers pushed it back up before the close. After a fall, some traders read it as a possible turn upward.
- **Shooting star** — the mirror image: a small body near the bottom with a long upper wick after a rise. Buyers tried and failed; a possible turn downward.
- **Bullish engulfing** — a red candle followed by a bigger green candle whose body completely covers the red body. Buyers overwhelmed the previous period's sellers.
- **Bearish engulfing** — a green candle swallowed by a bigger red one.

Be careful: these shapes describe what happened, not what must happen next. Studies of candlestick patterns find that on their own they are weak predictors. Traders use them together with the trend, support and resistance, and volume — never as a guarantee.`,
    },
    {
      id: 'trends-support-resistance',
      title: 'Trends, support and resistance',
      body: `A **trend** is the general direction of prices. An **uptrend** makes higher highs and higher lows, like stairs going up. A **downtrend** makes lower highs and lower lows. When neither happens, the stock is moving **sideways** in a range.

**Support** is a price level where a falling stock has repeatedly stopped and bounced, because buyers stepped in there. **Resistance** is a level where a rising stock has repeatedly stalled, because sellers appeared. Example: a stock bounced at $80 in March, May and July and turned back at $95 in April and June. $80 is support and $95 is resistance.

When price moves decisively through one of these levels, traders call it a **breakout** (up through resistance) or a **breakdown** (down through support). Old resistance often becomes new support after a breakout, because traders who missed the move buy when the price comes back to that level.

A **moving average** smooths the candles into one line: a 20-day moving average is the average of the last 20 daily closes, recalculated each day. A price above a rising moving average is one simple sign of an uptrend.`,
    },
    {
      id: 'volume',
      title: 'Volume: how many shares changed hands',
      body: `**Volume** is the number of shares traded in a period. Charts usually show it as bars under the candles. Volume tells you how much **conviction** — how many buyers and sellers — stands behind a price move.

Compare a stock's volume with its usual level. Suppose a stock normally trades about 2 million shares a day. One morning it jumps 6% on 8 million shares — four times normal. Many investors took part, which makes the move more meaningful than a 6% jump on 1 million shares, which could be just a few orders on a quiet day.

Some rules of thumb traders use:

- A **breakout on high volume** is more convincing than one on low volume.
- A rise on **shrinking volume** can mean buyers are running out of energy.
- **Volume spikes** often come with news: earnings reports, takeover bids, index changes.
- Very high volume after a long fall, sometimes called **capitulation**, can mark the moment the last worried holders sell.

You can sort stocks by today's volume on the [stock screener](/screener) and compare how busy different companies are.`,
    },
    {
      id: 'limits-of-charts',
      title: 'Gaps and the limits of charts',
      body: `A **gap** is an empty space between one candle and the next: the stock opens well above the previous high (a gap up) or below the previous low (a gap down). Gaps usually follow news released while the market was closed, such as earnings after the 4:00 p.m. close. A gap is also why a stop order can be filled far from its stop price.

Chart reading, called **technical analysis**, has real limits:

- Charts show only the past. A pattern that "worked" before can fail the next time.
- It is easy to see patterns in random noise. Flip a coin 100 times and you will find "trends" and "support levels" in the results.
- Our minds remember the times a pattern worked and forget the times it failed (**confirmation bias**).

TradeArena's offline market is a simulation built from real market behaviour: realistic, but not a copy of any real day, so a pattern on its chart predicts the next candle no better than on a real one. Use charts to understand *what has happened* — trend, range, how violent the moves are — and combine that with the company analysis in the next module. Practise reading the 5M, 1D and 1W charts on your [portfolio](/portfolio) before you trade, and check the day's biggest movers on [Trending](/trending).`,
    },
  ],
  keyTerms: [
    { term: 'Candlestick', definition: 'A chart mark showing the open, high, low and close of one period.' },
    { term: 'OHLC', definition: 'Open, high, low, close: the four prices in every candle.' },
    { term: 'Body / wick', definition: 'The body spans open to close; the wicks reach to the high and the low.' },
    { term: 'Doji', definition: 'A candle whose open and close are nearly equal: indecision.' },
    {
      term: 'Support / resistance',
      definition: 'Price levels where falls have stopped (support) or rises have stalled (resistance).',
    },
    { term: 'Breakout', definition: 'A decisive move through a resistance (or, as a breakdown, a support) level.' },
    { term: 'Moving average', definition: 'The average of the last N closes, recalculated each period.' },
    { term: 'Volume', definition: 'The number of shares traded in a period.' },
    { term: 'Gap', definition: 'A jump between one candle and the next with no trading in between.' },
  ],
  links: [
    { label: 'Read the charts on your portfolio', href: '/portfolio', description: 'Switch between 5M, 1D and 1W.' },
    { label: 'Sort by volume on the screener', href: '/screener', description: 'Find today’s busiest stocks.' },
    { label: 'See today’s top movers', href: '/trending', description: 'The 20 biggest gainers and losers.' },
  ],
  quiz: [
    {
      prompt: 'A daily candle has open $50, high $53, low $49 and close $52. What does it look like?',
      correctIndex: 2,
      choices: [
        {
          text: 'A red body from $52 down to $50',
          explanation: 'The close ($52) is above the open ($50), so the candle is green, not red.',
        },
        {
          text: 'A green body from $49 to $53',
          explanation: 'The body spans open and close; $49 and $53 are the ends of the wicks.',
        },
        {
          text: 'A green body from $50 to $52, wicks up to $53 and down to $49',
          explanation: 'Right: close above open makes it green, and the wicks reach the high and the low.',
        },
        {
          text: 'A doji, because the range is small',
          explanation: 'A doji has open ≈ close; here the close is $2 above the open.',
        },
      ],
    },
    {
      prompt: 'How many 5-minute candles are there in a regular NYSE trading day?',
      correctIndex: 1,
      choices: [
        { text: '96', explanation: '96 would be 8 hours; the regular session is 6.5 hours.' },
        { text: '78', explanation: 'Right: 9:30 a.m. to 4:00 p.m. is 6.5 hours = 390 minutes, and 390 ÷ 5 = 78.' },
        {
          text: '288',
          explanation: '288 is the number of 5-minute slots in 24 hours; the exchange is not open all day.',
        },
        { text: '42', explanation: '42 is the count on a 1:00 p.m. early-close day.' },
      ],
    },
    {
      prompt:
        'A candle has a small body near its top and a long lower wick, after several days of falling prices. What is it called?',
      correctIndex: 0,
      choices: [
        {
          text: 'A hammer',
          explanation:
            'Right: sellers pushed the price down, buyers pushed it back up — a possible (not certain) turn upward.',
        },
        { text: 'A shooting star', explanation: 'A shooting star has its long wick on top, after a rise.' },
        {
          text: 'A bearish engulfing',
          explanation: 'An engulfing pattern is two candles, the second body covering the first.',
        },
        { text: 'A gap', explanation: 'A gap is empty space between two candles, not the shape of one.' },
      ],
    },
    {
      prompt:
        'A stock that normally trades 2 million shares a day rises 6% on 8 million shares. What does the volume suggest?',
      correctIndex: 3,
      choices: [
        {
          text: 'The move is probably meaningless',
          explanation: 'Four times the normal volume suggests the opposite: wide participation.',
        },
        {
          text: 'The stock must keep rising tomorrow',
          explanation: 'Volume adds conviction, but nothing on a chart guarantees the next move.',
        },
        {
          text: 'The company issued 6 million new shares',
          explanation: 'Volume counts shares traded, not new shares created.',
        },
        {
          text: 'Many investors took part, so the move has more conviction behind it',
          explanation: 'Right: high volume on a move shows many buyers agreed, which makes it more meaningful.',
        },
      ],
    },
    {
      prompt: 'A stock bounced at $80 three times and turned back at $95 twice. What are these levels?',
      correctIndex: 1,
      choices: [
        {
          text: '$80 is resistance, $95 is support',
          explanation: 'Reversed: support is below (where falls stop), resistance above (where rises stall).',
        },
        {
          text: '$80 is support, $95 is resistance',
          explanation: 'Right: buyers stepped in at $80, sellers appeared at $95.',
        },
        {
          text: 'Both are moving averages',
          explanation: 'A moving average is a line recalculated from recent closes, not a fixed level.',
        },
        { text: 'Both are gaps', explanation: 'A gap is an empty space between two candles.' },
      ],
    },
    {
      prompt: 'Which statement about candlestick patterns is most accurate?',
      correctIndex: 2,
      choices: [
        {
          text: 'They reliably predict the next day’s move',
          explanation: 'Research finds patterns alone are weak predictors.',
        },
        {
          text: 'They only work on the weekly timeframe',
          explanation: 'Patterns can be drawn on any timeframe; the limits apply to all of them.',
        },
        {
          text: 'They describe the balance of buyers and sellers but do not guarantee what comes next',
          explanation: 'Right: use them with trend, support/resistance and volume, never as certainty.',
        },
        {
          text: 'Green candles mean the company is profitable',
          explanation: 'Candle colour only shows whether the price closed above or below its open.',
        },
      ],
    },
  ],
};

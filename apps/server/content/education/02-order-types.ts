import type { EducationModuleContent } from './education-module-content.ts';

export const orderTypes: EducationModuleContent = {
  id: 2,
  title: 'Order Types and How a Trade Is Filled',
  level: 'Beginner',
  summary:
    'Market orders as TradeArena fills them, limit and stop orders as brokers use them in the real world, and what happens between clicking Buy and owning the shares.',
  minutes: 25,
  sections: [
    {
      id: 'what-is-an-order',
      title: 'What is an order?',
      body: `An **order** is an instruction to buy or sell a stock. Every order answers a few questions: *which* stock (its ticker symbol, such as MSFT), *buy or sell*, *how many* shares, and *at what price* — "whatever the market price is right now", or "only at this price or better".

The answer to that last question is what separates the order types. There is always a trade-off between **certainty of getting the trade done** and **control over the price**. A market order almost always gets done but you do not choose the exact price. A limit order controls the price but may never get done. Knowing which one to use is a basic skill of every investor.

A **fill** is the moment an order is executed: shares change hands at a price. An order can be filled completely, partly (a **partial fill**, for example 60 of the 100 shares you asked for), or not at all.`,
    },
    {
      id: 'market-orders-on-tradearena',
      title: 'Market orders on TradeArena',
      body: `A **market order** says: "buy (or sell) now, at the best price available." In the real world a market buy is filled at the current ask and a market sell at the current bid, usually within a fraction of a second for popular stocks.

Every trade on TradeArena is a market order, filled like this:

1. You choose a stock and a number of **whole shares** (no fractions) and press Buy or Sell.
2. The server checks that the market is open: regular NYSE hours, **9:30 a.m. to 4:00 p.m. Eastern Time, Monday to Friday**, not on market holidays. Outside those hours the order is refused.
3. The server prices the order from **its own latest quote** for the stock. The price on your screen is a very good guide, but if the price ticked between your click and the server receiving the order, the server's price is the one used.
4. For a buy, you need enough cash: 25 shares at $80.00 cost $2,000.00. For a sell, you need to own the shares — TradeArena does not allow short selling.
5. The trade is recorded instantly, your cash and positions update, and your [portfolio](/portfolio) shows the new holding.

Because the fill is immediate and at the quote, you never wait for a TradeArena order. In real markets there is a little more uncertainty, as the next section shows.`,
    },
    {
      id: 'slippage',
      title: 'The real world: spreads and slippage',
      body: `Real market orders can be filled at a worse price than the one you saw. This difference is called **slippage**. It has two main causes.

First, prices move. Between the moment you look at a quote and the moment your order reaches the exchange, the price may change — especially right after big news or at the opening bell.

Second, there may not be enough shares at the best price. Suppose the ask is $20.00 but only 200 shares are offered there, and the next 300 shares are offered at $20.03. A market order for 500 shares buys 200 at $20.00 and 300 at $20.03, for an average of about $20.018 per share. For a small order in a busy stock this hardly matters; for a large order in a thinly traded stock it can cost a lot.

Market orders placed while the exchange is closed are often queued by brokers until the next open. The opening price can be very different from the last close, so a market order placed at night is a leap in the dark.`,
    },
    {
      id: 'limit-orders',
      title: 'Limit orders',
      body: `A **limit order** sets the worst price you will accept:

- a **buy limit** at $48 is filled only at **$48 or lower**;
- a **sell limit** at $55 is filled only at **$55 or higher**.

Example: a stock trades at $50.20 and you think that is a little expensive. You place a buy limit order for 50 shares at $49.50. If sellers later offer shares at $49.50 or less, your order can be filled — perhaps even at $49.45. If the price never comes down, you never buy. You gained price control and gave up certainty.

Limit orders also have a **time in force**. A *day* order is cancelled automatically if it is not filled by the end of that day's session. A *good-'til-canceled* (GTC) order stays open for longer; many brokers cancel GTC orders after 60 to 180 days.

Limit orders are useful in stocks with wide spreads, for large orders, and whenever you have a clear price in mind. TradeArena does not offer limit orders, but you can practise the thinking: decide your price in advance, and only press Buy if the quote is at or below it.`,
    },
    {
      id: 'stop-orders',
      title: 'Stop and stop-limit orders',
      body: `A **stop order** (often called a **stop-loss** when it protects a position) waits until the stock trades at a trigger price, the **stop price**, and then **becomes a market order**.

Example: you own 100 shares bought at $50 and do not want to lose more than about 10%. You place a sell stop at $45. Nothing happens while the price stays above $45. If the stock trades at $45 or lower, your stop triggers and a market sell order is sent. Because it is now a market order, it will very likely be filled, but **not necessarily at $45**. If bad news comes out overnight and the stock opens at $40, the market order is filled around $40 — a loss of $10 per share, not $5. Stops limit losses; they do not guarantee a price.

A **buy stop** works the other way: it is placed *above* the current price and triggers if the stock rises to the stop price, for example to buy when a stock breaks above a level you are watching.

A **stop-limit order** has two prices. When the stop price is reached, it **becomes a limit order** instead of a market order. A sell stop-limit with a stop of $45 and a limit of $44 sells only at $44 or better. In the overnight drop to $40 above, it would not be filled at all — you avoid selling at $40, but you still own a falling stock.`,
    },
    {
      id: 'choosing-an-order',
      title: 'Choosing the right order',
      body: `A quick summary to keep in mind:

- **Market order** — fills right away at the best available price. Use it when getting the trade done matters more than the last few cents. (The only kind on TradeArena.)
- **Limit order** — fills only at your price or better, maybe never. Use it when the price matters most.
- **Stop order** — sleeps until the stop price, then becomes a market order. Use it to cut losses or to act on a breakout without watching the screen.
- **Stop-limit order** — sleeps until the stop price, then becomes a limit order. Price control after the trigger, but it may not fill in a fast move.

Whatever the order, the size of the trade is your decision. Before you press Buy on TradeArena, multiply shares by price and ask: "How much of my portfolio is this?" Putting $2,000 of a $100,000 portfolio (2%) into one idea is very different from putting in $50,000 (50%).

Practise by placing a few small market orders on your [portfolio](/portfolio) during market hours, and note the price you expected and the price you got.`,
    },
  ],
  keyTerms: [
    { term: 'Order', definition: 'An instruction to buy or sell a number of shares of a stock.' },
    {
      term: 'Fill',
      definition: 'The execution of an order: shares change hands at a price. Can be complete or partial.',
    },
    {
      term: 'Market order',
      definition: 'Buy or sell now at the best available price; almost always fills, price not fixed.',
    },
    {
      term: 'Limit order',
      definition: 'Buy at the limit price or lower, or sell at the limit price or higher; may never fill.',
    },
    { term: 'Stop order', definition: 'Becomes a market order once the stock trades at or through the stop price.' },
    { term: 'Stop-limit order', definition: 'Becomes a limit order once the stop price is reached.' },
    { term: 'Slippage', definition: 'The difference between the price you expected and the price you got.' },
    { term: 'Time in force', definition: 'How long an unfilled order stays open: the day, or until canceled (GTC).' },
  ],
  links: [
    {
      label: 'Try it on your portfolio',
      href: '/portfolio',
      description: 'Place a small market order during market hours.',
    },
    {
      label: 'Find a stock on the screener',
      href: '/screener',
      description: 'Filter by price or volume before you trade.',
    },
    {
      label: 'Enter a competition',
      href: '/competitions',
      description: 'Use your order skills in a weekly or monthly championship.',
    },
  ],
  quiz: [
    {
      prompt: 'On TradeArena, at what price is your market buy order filled?',
      correctIndex: 3,
      choices: [
        {
          text: 'The price you typed in',
          explanation: 'There is no price to type: the server never trusts a price sent from the browser.',
        },
        { text: 'The day’s opening price', explanation: 'Orders are filled at the current quote, not at the open.' },
        {
          text: 'The price at the moment the market next opens',
          explanation: 'TradeArena refuses orders while the market is closed instead of queuing them.',
        },
        {
          text: 'The server’s own latest quote when it receives the order',
          explanation: 'Right: the server prices every order from its latest quote; the screen price is a guide.',
        },
      ],
    },
    {
      prompt: 'You place a buy limit order at $48 while the stock trades at $50. What can happen?',
      correctIndex: 0,
      choices: [
        {
          text: 'It fills only if shares are offered at $48 or lower, possibly never',
          explanation:
            'Right: a buy limit sets the highest price you will pay, so it fills at $48 or better, or not at all.',
        },
        {
          text: 'It fills right away at $50',
          explanation: 'That would break your limit: you said you pay at most $48.',
        },
        {
          text: 'It fills right away at $48 because you asked for that price',
          explanation: 'Someone must be willing to sell at $48; an order alone does not move the market to your price.',
        },
        {
          text: 'It turns into a market order if the price goes up',
          explanation: 'That describes a buy stop order, not a limit order.',
        },
      ],
    },
    {
      prompt:
        'You own shares bought at $50 and set a sell stop at $45. Overnight bad news: the stock opens at $40. What most likely happens?',
      correctIndex: 2,
      choices: [
        {
          text: 'You sell at exactly $45',
          explanation: 'A stop guarantees a trigger, not a price: the stock never traded at $45 after the news.',
        },
        {
          text: 'Nothing: the stop is cancelled because the price skipped $45',
          explanation: 'Trading through the stop price also triggers it.',
        },
        {
          text: 'The stop triggers, becomes a market order and sells near $40',
          explanation:
            'Right: once triggered a stop is a market order, filled at the best available price — around $40.',
        },
        { text: 'The broker buys more shares for you at $40', explanation: 'A sell stop sells; it never buys.' },
      ],
    },
    {
      prompt: 'What does a stop-limit order become when its stop price is reached?',
      correctIndex: 1,
      choices: [
        { text: 'A market order', explanation: 'That is a plain stop order; the stop-limit adds a limit price.' },
        {
          text: 'A limit order',
          explanation: 'Right: after the trigger it is a limit order, so it fills only at the limit price or better.',
        },
        { text: 'A cancelled order', explanation: 'Reaching the stop activates the order; it does not cancel it.' },
        {
          text: 'A good-’til-canceled market order',
          explanation: 'Time in force is separate; the order becomes a limit order.',
        },
      ],
    },
    {
      prompt:
        'You send a market order for 500 shares. 200 are offered at $20.00 and the rest at $20.03. What is this an example of?',
      correctIndex: 0,
      choices: [
        {
          text: 'Slippage: part of the order fills at a worse price',
          explanation: 'Right: 200 at $20.00 and 300 at $20.03 average about $20.018, worse than the $20.00 you saw.',
        },
        { text: 'A limit order being rejected', explanation: 'It is a market order, and it fills completely.' },
        { text: 'A stop order triggering', explanation: 'No stop price is involved here.' },
        {
          text: 'Settlement',
          explanation: 'Settlement is the later exchange of cash and shares, not the price of the fill.',
        },
      ],
    },
    {
      prompt: 'It is Saturday afternoon and you try to buy shares on TradeArena. What happens?',
      correctIndex: 3,
      choices: [
        {
          text: 'The order is filled at Friday’s closing price',
          explanation: 'TradeArena does not fill orders outside market hours at any price.',
        },
        {
          text: 'The order waits and is filled Monday at 9:30 a.m. ET',
          explanation: 'Some real brokers queue orders like that; TradeArena does not.',
        },
        {
          text: 'The order is filled at a weekend price',
          explanation: 'Stocks do not trade on the exchange at weekends, so there is no weekend price.',
        },
        {
          text: 'The order is refused with a message about market hours',
          explanation: 'Right: trading is allowed only 9:30 a.m.–4:00 p.m. ET, Monday to Friday.',
        },
      ],
    },
    {
      prompt: 'Which order is the best fit if you must be sure to sell today, whatever the exact price?',
      correctIndex: 2,
      choices: [
        {
          text: 'A sell limit order well above the current price',
          explanation: 'A high limit may never be reached, so you might not sell today.',
        },
        {
          text: 'A sell stop-limit order',
          explanation: 'A stop-limit may not trigger, and after triggering may not fill.',
        },
        {
          text: 'A market sell order during market hours',
          explanation: 'Right: a market order gives up price control in exchange for getting the trade done.',
        },
        {
          text: 'A good-’til-canceled buy limit order',
          explanation: 'That is a buy, and it may sit unfilled for weeks.',
        },
      ],
    },
  ],
};

/**
 * The tradable universe of the simulated market: real US large caps across all sectors, plus ETFs (the index funds
 * SPY, QQQ, DIA and IWM, the eleven Select Sector SPDRs, a bond fund and a gold fund; etf-baskets.ts says how each
 * moves, docs/decisions/027-etfs-baskets-and-expense-ratios.md).
 * Beta and annual volatility are typical long-run values; reference prices are approximate closes on REFERENCE_DATE
 * (the simulated history is anchored there, so prices stay in realistic ranges). Volumes are average daily shares.
 */
export interface UniverseEntry {
  symbol: string;
  name: string;
  /** 'etf' for the funds (sector 'ETF'), 'stock' for every company. */
  type: 'stock' | 'etf';
  sector: string;
  beta: number;
  annualVol: number;
  refPrice: number;
  avgVolume: number;
  /** One line for students about what companies of its sector do (SECTOR_DESCRIPTIONS). */
  description: string;
}

export const REFERENCE_DATE = '2025-12-31';

type Row = [symbol: string, name: string, beta: number, vol: number, price: number, volumeMillions: number];

const BY_SECTOR: Record<string, Row[]> = {
  'Information Technology': [
    ['AAPL', 'Apple Inc.', 1.2, 0.28, 272, 50],
    ['MSFT', 'Microsoft Corporation', 0.95, 0.24, 484, 22],
    ['NVDA', 'NVIDIA Corporation', 1.8, 0.5, 187, 180],
    ['AVGO', 'Broadcom Inc.', 1.5, 0.45, 346, 25],
    ['ORCL', 'Oracle Corporation', 1.3, 0.45, 195, 20],
    ['CRM', 'Salesforce, Inc.', 1.2, 0.32, 265, 7],
    ['AMD', 'Advanced Micro Devices, Inc.', 1.9, 0.52, 214, 45],
    ['INTC', 'Intel Corporation', 1.3, 0.5, 37, 90],
    ['CSCO', 'Cisco Systems, Inc.', 0.9, 0.22, 77, 20],
    ['IBM', 'International Business Machines Corporation', 0.8, 0.25, 296, 5],
    ['ADBE', 'Adobe Inc.', 1.2, 0.33, 350, 4],
    ['QCOM', 'QUALCOMM Incorporated', 1.3, 0.36, 171, 9],
    ['TXN', 'Texas Instruments Incorporated', 1.1, 0.3, 174, 7],
    ['MU', 'Micron Technology, Inc.', 1.6, 0.55, 285, 25],
    ['NOW', 'ServiceNow, Inc.', 1.2, 0.35, 155, 6],
    ['INTU', 'Intuit Inc.', 1.2, 0.3, 660, 2],
    ['AMAT', 'Applied Materials, Inc.', 1.5, 0.42, 255, 8],
    ['PLTR', 'Palantir Technologies Inc.', 2.0, 0.65, 178, 60],
  ],
  'Communication Services': [
    ['GOOGL', 'Alphabet Inc. Class A', 1.05, 0.3, 313, 30],
    ['META', 'Meta Platforms, Inc.', 1.25, 0.36, 660, 12],
    ['NFLX', 'Netflix, Inc.', 1.2, 0.38, 94, 40],
    ['DIS', 'The Walt Disney Company', 1.1, 0.27, 114, 9],
    ['CMCSA', 'Comcast Corporation', 0.9, 0.25, 30, 25],
    ['T', 'AT&T Inc.', 0.6, 0.2, 25, 35],
    ['VZ', 'Verizon Communications Inc.', 0.45, 0.18, 41, 20],
    ['TMUS', 'T-Mobile US, Inc.', 0.55, 0.22, 200, 4],
  ],
  'Consumer Discretionary': [
    ['AMZN', 'Amazon.com, Inc.', 1.3, 0.32, 231, 40],
    ['TSLA', 'Tesla, Inc.', 2.0, 0.6, 450, 90],
    ['HD', 'The Home Depot, Inc.', 1.0, 0.24, 345, 4],
    ['MCD', "McDonald's Corporation", 0.6, 0.17, 305, 3],
    ['NKE', 'NIKE, Inc.', 1.1, 0.33, 63, 12],
    ['SBUX', 'Starbucks Corporation', 0.9, 0.28, 84, 9],
    ['LOW', "Lowe's Companies, Inc.", 1.0, 0.25, 242, 3],
    ['BKNG', 'Booking Holdings Inc.', 1.2, 0.28, 5350, 0.3],
    ['TJX', 'The TJX Companies, Inc.', 0.8, 0.2, 154, 5],
    ['CMG', 'Chipotle Mexican Grill, Inc.', 1.1, 0.35, 37, 25],
    ['GM', 'General Motors Company', 1.3, 0.33, 81, 9],
    ['F', 'Ford Motor Company', 1.3, 0.35, 13, 60],
  ],
  'Consumer Staples': [
    ['WMT', 'Walmart Inc.', 0.55, 0.18, 111, 18],
    ['PG', 'The Procter & Gamble Company', 0.45, 0.16, 144, 7],
    ['KO', 'The Coca-Cola Company', 0.5, 0.15, 70, 14],
    ['PEP', 'PepsiCo, Inc.', 0.55, 0.17, 144, 7],
    ['COST', 'Costco Wholesale Corporation', 0.8, 0.22, 862, 2],
    ['PM', 'Philip Morris International Inc.', 0.6, 0.22, 160, 6],
    ['MO', 'Altria Group, Inc.', 0.6, 0.2, 58, 8],
    ['MDLZ', 'Mondelez International, Inc.', 0.6, 0.19, 54, 8],
    ['CL', 'Colgate-Palmolive Company', 0.5, 0.17, 79, 5],
  ],
  'Health Care': [
    ['LLY', 'Eli Lilly and Company', 0.5, 0.32, 1075, 3],
    ['UNH', 'UnitedHealth Group Incorporated', 0.7, 0.35, 330, 8],
    ['JNJ', 'Johnson & Johnson', 0.5, 0.16, 207, 7],
    ['ABBV', 'AbbVie Inc.', 0.6, 0.24, 228, 6],
    ['MRK', 'Merck & Co., Inc.', 0.45, 0.22, 105, 12],
    ['PFE', 'Pfizer Inc.', 0.6, 0.23, 25, 40],
    ['TMO', 'Thermo Fisher Scientific Inc.', 0.9, 0.25, 580, 2],
    ['ABT', 'Abbott Laboratories', 0.7, 0.21, 125, 6],
    ['DHR', 'Danaher Corporation', 0.9, 0.26, 228, 4],
    ['AMGN', 'Amgen Inc.', 0.6, 0.23, 327, 3],
    ['ISRG', 'Intuitive Surgical, Inc.', 1.1, 0.32, 566, 2],
    ['GILD', 'Gilead Sciences, Inc.', 0.5, 0.24, 123, 7],
    ['BMY', 'Bristol-Myers Squibb Company', 0.5, 0.25, 54, 12],
    ['CVS', 'CVS Health Corporation', 0.8, 0.33, 79, 9],
  ],
  Financials: [
    ['JPM', 'JPMorgan Chase & Co.', 1.1, 0.24, 322, 9],
    ['BAC', 'Bank of America Corporation', 1.3, 0.27, 55, 38],
    ['WFC', 'Wells Fargo & Company', 1.2, 0.28, 93, 16],
    ['GS', 'The Goldman Sachs Group, Inc.', 1.4, 0.3, 880, 2],
    ['MS', 'Morgan Stanley', 1.4, 0.3, 177, 6],
    ['C', 'Citigroup Inc.', 1.5, 0.33, 117, 14],
    ['V', 'Visa Inc.', 0.95, 0.21, 351, 7],
    ['MA', 'Mastercard Incorporated', 1.05, 0.22, 571, 3],
    ['AXP', 'American Express Company', 1.2, 0.29, 370, 3],
    ['BRK.B', 'Berkshire Hathaway Inc. Class B', 0.85, 0.18, 503, 4],
    ['BLK', 'BlackRock, Inc.', 1.2, 0.27, 1070, 0.7],
    ['SCHW', 'The Charles Schwab Corporation', 1.1, 0.32, 100, 9],
    ['PYPL', 'PayPal Holdings, Inc.', 1.4, 0.4, 58, 15],
  ],
  Industrials: [
    ['CAT', 'Caterpillar Inc.', 1.1, 0.3, 573, 3],
    ['BA', 'The Boeing Company', 1.4, 0.38, 217, 8],
    ['GE', 'GE Aerospace', 1.2, 0.33, 308, 5],
    ['HON', 'Honeywell International Inc.', 1.0, 0.22, 195, 4],
    ['UPS', 'United Parcel Service, Inc.', 1.0, 0.3, 99, 6],
    ['UNP', 'Union Pacific Corporation', 1.0, 0.22, 231, 3],
    ['RTX', 'RTX Corporation', 0.8, 0.22, 183, 5],
    ['LMT', 'Lockheed Martin Corporation', 0.5, 0.2, 484, 1.3],
    ['DE', 'Deere & Company', 1.0, 0.27, 465, 1.5],
    ['UBER', 'Uber Technologies, Inc.', 1.4, 0.45, 82, 20],
    ['MMM', '3M Company', 1.0, 0.28, 160, 4],
  ],
  Energy: [
    ['XOM', 'Exxon Mobil Corporation', 0.85, 0.25, 107, 15],
    ['CVX', 'Chevron Corporation', 0.9, 0.25, 149, 8],
    ['COP', 'ConocoPhillips', 1.0, 0.3, 94, 7],
    ['SLB', 'SLB N.V.', 1.2, 0.35, 38, 12],
    ['EOG', 'EOG Resources, Inc.', 0.95, 0.3, 105, 3],
    ['OXY', 'Occidental Petroleum Corporation', 1.2, 0.35, 41, 10],
  ],
  Materials: [
    ['LIN', 'Linde plc', 0.9, 0.2, 427, 2],
    ['SHW', 'The Sherwin-Williams Company', 1.0, 0.24, 325, 1.7],
    ['FCX', 'Freeport-McMoRan Inc.', 1.6, 0.42, 51, 14],
    ['NEM', 'Newmont Corporation', 0.6, 0.38, 100, 10],
    ['DOW', 'Dow Inc.', 1.1, 0.35, 23, 15],
  ],
  Utilities: [
    ['NEE', 'NextEra Energy, Inc.', 0.6, 0.24, 80, 10],
    ['DUK', 'Duke Energy Corporation', 0.4, 0.17, 117, 3],
    ['SO', 'The Southern Company', 0.45, 0.17, 87, 5],
    ['D', 'Dominion Energy, Inc.', 0.55, 0.2, 58, 5],
  ],
  'Real Estate': [
    ['PLD', 'Prologis, Inc.', 1.0, 0.26, 128, 4],
    ['AMT', 'American Tower Corporation', 0.8, 0.27, 176, 3],
    ['EQIX', 'Equinix, Inc.', 0.9, 0.27, 766, 0.6],
    ['O', 'Realty Income Corporation', 0.8, 0.21, 56, 5],
    ['SPG', 'Simon Property Group, Inc.', 1.2, 0.28, 185, 1.5],
  ],
  ETF: [
    ['SPY', 'SPDR S&P 500 ETF Trust', 1.0, 0.0, 682, 70],
    ['QQQ', 'Invesco QQQ Trust', 1.15, 0.22, 614, 40],
    ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 0.9, 0.16, 482, 3],
    ['IWM', 'iShares Russell 2000 ETF', 1.2, 0.22, 246, 30],
    // Sector funds: beta and volatility are those of their basket (the replay and the screener read them); the
    // simulated price follows the basket itself (etf-baskets.ts).
    ['XLK', 'Technology Select Sector SPDR Fund', 1.3, 0.26, 144, 9],
    ['XLF', 'Financial Select Sector SPDR Fund', 1.1, 0.19, 55, 40],
    ['XLV', 'Health Care Select Sector SPDR Fund', 0.65, 0.16, 155, 8],
    ['XLE', 'Energy Select Sector SPDR Fund', 0.9, 0.25, 45, 15],
    ['XLY', 'Consumer Discretionary Select Sector SPDR Fund', 1.3, 0.25, 119, 4],
    ['XLP', 'Consumer Staples Select Sector SPDR Fund', 0.55, 0.13, 79, 9],
    ['XLI', 'Industrial Select Sector SPDR Fund', 1.05, 0.19, 155, 9],
    ['XLU', 'Utilities Select Sector SPDR Fund', 0.5, 0.17, 43, 12],
    ['XLB', 'Materials Select Sector SPDR Fund', 1.0, 0.21, 45, 5],
    ['XLRE', 'Real Estate Select Sector SPDR Fund', 0.95, 0.2, 41, 6],
    ['XLC', 'Communication Services Select Sector SPDR Fund', 1.05, 0.21, 115, 5],
    ['AGG', 'iShares Core U.S. Aggregate Bond ETF', -0.05, 0.055, 100, 8],
    ['GLD', 'SPDR Gold Shares', 0.1, 0.15, 395, 10],
  ],
};

/**
 * What the companies of each sector do, in one line a student can follow: the stock page's description. The
 * universe carries no per-company text, so every stock of a sector shares its sector's line.
 */
export const SECTOR_DESCRIPTIONS: Record<string, string> = {
  'Information Technology':
    'Makes software, computers, chips or the networks that connect them; profits often grow with new technology.',
  'Communication Services':
    'Runs phone and internet networks, media, streaming or online platforms that earn from subscribers and ads.',
  'Consumer Discretionary':
    'Sells things people want but can put off — cars, shopping, travel, restaurants — so sales follow the economy.',
  'Consumer Staples':
    'Sells everyday needs like food, drinks and household goods; demand stays steady even in hard times.',
  'Health Care': 'Develops medicines and medical devices or runs health insurance and care services.',
  Financials: 'Banks, insurers, payment networks and investment firms: they earn from lending, fees and investing.',
  Industrials: 'Builds machines, aircraft and equipment, or moves goods by rail, air and road.',
  Energy: 'Finds, produces, refines or transports oil and gas; profits rise and fall with energy prices.',
  Materials: 'Produces chemicals, metals, paints and other raw materials that other industries build with.',
  Utilities: 'Supplies electricity, gas or water to homes and businesses; steady demand, often paying dividends.',
  'Real Estate': 'Owns and rents out buildings such as warehouses, shops, towers or data centers.',
  ETF: 'An exchange-traded fund: one share holds a basket of many stocks (or bonds, or gold), so it moves with a whole index.',
};

export const UNIVERSE: readonly UniverseEntry[] = Object.entries(BY_SECTOR).flatMap(([sector, rows]) =>
  rows.map(([symbol, name, beta, annualVol, refPrice, volumeMillions]) => ({
    symbol,
    name,
    type: sector === 'ETF' ? ('etf' as const) : ('stock' as const),
    sector,
    beta,
    annualVol,
    refPrice,
    avgVolume: Math.round(volumeMillions * 1_000_000),
    description: SECTOR_DESCRIPTIONS[sector] ?? '',
  })),
);

import type {
  Announcement,
  Assignment,
  Competition,
  Order,
  PortfolioSummary,
  Position,
  QuoteResponse,
  ScreenerStock,
} from '@tradearena/contracts';
import type { User } from '@/lib/auth-storage.ts';
import { storeSignedInUser } from '@/lib/auth-storage.ts';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isEducator: false,
    timezone: 'UTC',
    experience: 0,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Stores a signed-in user the way the login screen does. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = buildUser(overrides);
  storeSignedInUser(user);
  return user;
}

/** A fresh $100,000 portfolio with no trades and no positions. */
export function buildPortfolio(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    totalValue: 100_000,
    cashBalance: 100_000,
    winRate: 0,
    totalProfitLoss: 0,
    realizedProfitLoss: 0,
    unrealizedProfitLoss: 0,
    winningTrades: 0,
    totalTrades: 0,
    closedTrades: 0,
    totalReturn: 0,
    buyingPower: 100_000,
    reservedCash: 0,
    shortMarketValue: 0,
    shortSellingPower: 200_000,
    positions: [],
    ...overrides,
  };
}

/** Ten MSFT shares bought at $100 and still worth $100. */
export function buildPosition(overrides: Partial<Position> = {}): Position {
  return {
    symbol: 'MSFT',
    type: 'stock',
    quantity: 10,
    side: 'long',
    averagePrice: 100,
    currentPrice: 100,
    costBasis: 1000,
    totalValue: 1000,
    marketValue: 1000,
    unrealizedPL: 0,
    profitLoss: 0,
    profitLossPercent: 0,
    dayChange: 0,
    dayChangePercent: 0,
    ...overrides,
  };
}

/** An open personal day order: buy 5 AAPL limit $180.00, $900.00 reserved, placed 2026-11-20 15:00Z. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    symbol: 'AAPL',
    side: 'buy',
    quantity: 5,
    type: 'limit',
    limitPrice: 180,
    stopPrice: null,
    timeInForce: 'day',
    status: 'open',
    reason: null,
    marginCall: false,
    reservedCash: 900,
    reservedShares: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    activeFrom: '2026-11-20T15:00:00.000Z',
    expiresAt: '2026-11-20T21:00:00.000Z',
    filledAt: null,
    fillPrice: null,
    competitionId: null,
    ...overrides,
  };
}

/** An active friend league (id 5) the user created and plays in, 2 of 12 players, invite code ABC234. */
export function buildLeague(overrides: Partial<Competition> = {}): Competition {
  return {
    id: 5,
    kind: 'league',
    name: 'Lunch Traders',
    title: 'Lunch Traders',
    description: '',
    isPrivate: true,
    createdByUserId: 7,
    maxParticipants: 12,
    participantCount: 2,
    currentParticipants: 2,
    scheduledStartDate: '2026-03-02T18:30:00.000Z',
    endDate: '2026-04-01T18:30:00.000Z',
    isPendingStart: false,
    isActive: true,
    isCompleted: false,
    isEducational: false,
    inviteCode: 'ABC234',
    championshipType: null,
    seasonNumber: null,
    seasonEndsAt: '2026-04-01T18:30:00.000Z',
    startingBalance: 100_000,
    prizePool: null,
    isParticipant: true,
    isCreator: true,
    completedAt: null,
    shortSellingAllowed: true,
    allowBankTransfers: true,
    rankingMode: 'return',
    rules: null,
    ...overrides,
  };
}

/** The weekly championship (id 1), season 12, 40 players, its $10,000 pool; the user has not joined it. */
export function buildChampionship(overrides: Partial<Competition> = {}): Competition {
  return buildLeague({
    id: 1,
    kind: 'championship',
    name: 'Weekly Championship',
    title: 'Weekly Championship',
    isPrivate: false,
    createdByUserId: null,
    maxParticipants: null,
    participantCount: 40,
    currentParticipants: 40,
    inviteCode: null,
    championshipType: 'weekly',
    seasonNumber: 12,
    prizePool: 10_000,
    isParticipant: false,
    isCreator: false,
    ...overrides,
  });
}

/** A portfolio-analysis assignment of class league 5, due at 23:59 on Tue Nov 24 2026 in New York. */
export function buildAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 1,
    title: 'Diversify your portfolio',
    description: 'Spread your money over several sectors.',
    instructions: 'Spread your money over several sectors.',
    requirements: '',
    assignmentType: 'portfolio_analysis',
    maxScore: 100,
    dueDate: '2026-11-25T04:59:00.000Z',
    competitionId: 5,
    leagueName: 'Period 3 Economics',
    createdByUserId: 40,
    createdAt: '2026-11-01T14:00:00.000Z',
    goal: null,
    gradedAt: null,
    myResult: null,
    ...overrides,
  };
}

/** An unread normal-priority announcement of class league 5. */
export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 1,
    competitionId: 5,
    leagueName: 'Period 3 Economics',
    title: 'Welcome',
    message: 'Welcome to the class league!',
    priority: 'normal',
    isRead: false,
    createdAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

/** An AAPL quote at $200.00 (up $1, 0.5 %) from the simulated source, open, stamped now so it is never stale. */
export function buildQuote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    type: 'stock',
    price: 200,
    change: 1,
    changePercent: 0.5,
    open: 200,
    high: 200,
    low: 200,
    previousClose: 199,
    volume: 1000,
    timestamp: new Date().toISOString(),
    marketState: 'open',
    source: 'simulated',
    delayed: false,
    stale: false,
    ...overrides,
  };
}

/** A screener row: "<symbol> Inc." in Information Technology at $100.00, up 1 %, 10M shares, beta 1, 52 weeks 50–150. */
export function buildScreenerStock(overrides: Partial<ScreenerStock> = {}): ScreenerStock {
  const symbol = overrides.symbol ?? 'MSFT';
  return {
    symbol,
    name: `${symbol} Inc.`,
    type: 'stock',
    sector: 'Information Technology',
    price: 100,
    change: 1,
    changePercent: 1,
    volume: 10_000_000,
    beta: 1,
    week52Low: 50,
    week52High: 150,
    ...overrides,
  };
}

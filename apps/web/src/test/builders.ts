import type { PortfolioSummary, Position } from '@tradearena/contracts';
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
    positions: [],
    ...overrides,
  };
}

/** Ten MSFT shares bought at $100 and still worth $100. */
export function buildPosition(overrides: Partial<Position> = {}): Position {
  return {
    symbol: 'MSFT',
    quantity: 10,
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

/** Business constants named by the pages of docs/product/. Money in integer cents. */

/** Competition constants live with the domain's rules (the domain imports nothing of ours); re-exported here. */
export {
  CHAMPIONSHIP_PRIZE_POOL_CENTS,
  COMPETITION_STARTING_CASH_CENTS,
  DEFAULT_FRIEND_LEAGUE_DURATION_DAYS,
  DEFAULT_FRIEND_LEAGUE_MAX_PLAYERS,
  DEFAULT_FRIEND_LEAGUE_START_TIME,
  FRIEND_LEAGUE_DURATIONS,
  FRIEND_LEAGUE_MAX_PLAYERS,
  FRIEND_LEAGUE_START_TIMES,
  FRIEND_LEAGUE_TIME_ZONE,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  MAX_OPEN_FRIEND_LEAGUES,
  MONTHLY_CHAMPIONSHIP_ID,
  PRIZE_SPLIT_PERCENTS,
  WEEKLY_CHAMPIONSHIP_ID,
} from '@tradearena/domain';

import {
  CHAMPIONSHIP_PRIZE_POOL_CENTS,
  DEFAULT_FRIEND_LEAGUE_DURATION_DAYS,
  DEFAULT_FRIEND_LEAGUE_MAX_PLAYERS,
  DEFAULT_FRIEND_LEAGUE_START_TIME,
  FRIEND_LEAGUE_DURATIONS,
  FRIEND_LEAGUE_MAX_PLAYERS,
  FRIEND_LEAGUE_START_TIMES,
  FRIEND_LEAGUE_TIME_ZONE,
  MAX_OPEN_FRIEND_LEAGUES,
  MONTHLY_CHAMPIONSHIP_ID,
  PRIZE_SPLIT_PERCENTS,
  WEEKLY_CHAMPIONSHIP_ID,
} from '@tradearena/domain';

export const STARTING_CASH_CENTS = 10_000_000; // $100,000

export const FREE_LEAGUE_LIMITS = {
  maxLeagues: MAX_OPEN_FRIEND_LEAGUES,
  maxPlayersPerLeague: DEFAULT_FRIEND_LEAGUE_MAX_PLAYERS,
} as const;
export const EDUCATOR_PLAN = { priceCents: 50_000, period: 'year' } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** The password policy object the domain's checks take (sign-up checklist, sign-up and reset on the server). */
export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  specialCharacters: PASSWORD_SPECIAL_CHARACTERS,
} as const;
export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;
/** How long the link confirming a new email address works (single use). */
export const EMAIL_CHANGE_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;
/** How long the link proving control of the account's current address works (single use). */
export const EMAIL_VERIFICATION_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const RESET_REDIRECT_MS = 3_000;
export const LOGOUT_REDIRECT_MS = 100;

export const MARKET_HOURS = {
  open: '09:30',
  close: '16:00',
  earlyClose: '13:00',
  timeZone: 'America/New_York',
} as const;

export const REFRESH_MS = {
  tradePagePortfolio: 1_000,
  tradePageForcedInvalidation: 15_000,
  quote: 10_000,
  chart: 60_000,
  activityBase: 30_000,
  activityActive: 3_000,
  activityInactive: 60_000,
  idleThreshold: 5 * 60_000,
  activityWindow: 30_000,
  activityCheck: 10_000,
  leaderboard: 30_000,
  portfolioElsewhere: 30_000,
  announcements: 30_000,
} as const;

export const STALE_MS = {
  default: 5 * 60_000,
  portfolio: 10_000,
  competitions: 2 * 60_000,
  trending: 60_000,
  screener: 30_000,
  user: 5 * 60_000,
  quote: 5_000,
  assignments: 60_000,
  educatorLists: 60_000,
  bankBalance: 30_000,
  transactions: 60_000,
  userLeagues: 2 * 60_000,
  subscription: 60_000,
  news: 15 * 60_000,
  calendar: 60 * 60_000,
  publicFeedback: 30_000,
  leagueHistory: 2 * 60_000,
} as const;

export const QUERY_DEFAULTS = { staleMs: STALE_MS.default, gcMs: 10 * 60_000, retry: 1 } as const;

export const SYMBOL_DEBOUNCE_MS = 600;
export const STREAM = { maxReconnectAttempts: 5, initialDelayMs: 1_000, maxDelayMs: 30_000, pingMs: 30_000 } as const;
export const STREAM_MAX_SYMBOLS_PER_CONNECTION = 50;
export const STREAM_DEFAULT_SYMBOLS = [
  'AAPL',
  'GOOGL',
  'MSFT',
  'AMZN',
  'TSLA',
  'NVDA',
  'META',
  'NFLX',
  'AMD',
  'INTC',
] as const;
export const POPULAR_SYMBOLS = ['AAPL', 'TSLA', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'SPY'] as const;

export const LEADERBOARD_TOP = 10;
export const ACHIEVEMENTS_TOTAL = 10;
export const QUICK_TRADE_MAX_SHARES = 999_999;
/** Largest order on the weekly and monthly championship pages (docs/product/competitions.md#championships). */
export const CHAMPIONSHIP_MAX_SHARES = 9_999;
export const DASHBOARD_MOVERS = 2;
export const TRENDING_COUNT = 20;
export const NAV_INLINE_ITEMS = 5;
export const PAYMENT_SUCCESS_CLOSE_MS = 2_000;
/** The educator subscription success page (docs/product/educators.md#signup-wizard): poll every 2 s, a 30 s countdown, redirects after 2 s. */
export const SUBSCRIPTION_SUCCESS = { pollMs: 2_000, countdownSeconds: 30, redirectMs: 2_000 } as const;
export const TOAST_MAX_WIDTH_PX = 420;
export const ACCOUNT_DELETION_COUNTDOWN_MS = 5_000;

export const VIRTUAL_CASH_PACKAGES = [
  { id: 'starter', name: 'Starter Boost', amountCents: 1_000_000, priceCents: 499, badge: null },
  { id: 'professional', name: 'Professional', amountCents: 5_000_000, priceCents: 599, badge: 'Sale' },
  { id: 'elite', name: 'Elite Trader', amountCents: 10_000_000, priceCents: 3_999, badge: 'Popular' },
  { id: 'premium', name: 'Premium', amountCents: 15_000_000, priceCents: 4_999, badge: 'Best Value' },
] as const;
export const LEAGUE_EXTENSION = { days: 30, priceCents: 599 } as const;
export const EXTRA_PARTICIPANT = { priceCents: 99, minSlots: 1, maxSlots: 50 } as const;

/** docs/product/competitions.md#the-trading-leagues-page's friend-league options, as one object for the screens; the values are the domain's. */
export const FRIEND_LEAGUE = {
  durationsDays: FRIEND_LEAGUE_DURATIONS,
  defaultDurationDays: DEFAULT_FRIEND_LEAGUE_DURATION_DAYS,
  maxPlayersOptions: FRIEND_LEAGUE_MAX_PLAYERS,
  defaultMaxPlayers: DEFAULT_FRIEND_LEAGUE_MAX_PLAYERS,
  startTimeZone: FRIEND_LEAGUE_TIME_ZONE,
  startTimes: FRIEND_LEAGUE_START_TIMES,
  defaultStartTime: DEFAULT_FRIEND_LEAGUE_START_TIME,
} as const;

/** The two championships by type, as one object for the screens; the values are the domain's. */
export const CHAMPIONSHIPS = {
  weekly: {
    id: WEEKLY_CHAMPIONSHIP_ID,
    prizePoolCents: CHAMPIONSHIP_PRIZE_POOL_CENTS.weekly,
    split: PRIZE_SPLIT_PERCENTS,
  },
  monthly: {
    id: MONTHLY_CHAMPIONSHIP_ID,
    prizePoolCents: CHAMPIONSHIP_PRIZE_POOL_CENTS.monthly,
    split: PRIZE_SPLIT_PERCENTS,
  },
} as const;

export const FEEDBACK_LIMITS = { title: 100, message: 500, ratingMax: 5 } as const;

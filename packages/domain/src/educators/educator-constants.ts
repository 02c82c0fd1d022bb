/**
 * Business constants of educators: class leagues, assignments, analytics (docs/product/educators.md#assignments). They live in the
 * domain because the rules here need them; `packages/contracts` re-exports them. Money in integer cents or whole
 * dollars as the name says; percentages in percent (12.5 = 12.5 %).
 */

/** The four assignment types of docs/product/educators.md#assignments, in the order the create dialog lists them. */
export const ASSIGNMENT_TYPES = [
  'portfolio_analysis',
  'risk_assessment',
  'market_research',
  'trading_strategy',
] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** Due-time options in the educator's zone: '09:00' … '23:30' in 30-minute steps (30 labels), then the default. */
export const DEFAULT_ASSIGNMENT_DUE_TIME = '23:59';
export const ASSIGNMENT_DUE_TIMES: readonly string[] = [
  ...Array.from({ length: 30 }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
  }),
  DEFAULT_ASSIGNMENT_DUE_TIME,
];

/** An assignment due in this many calendar days or fewer (or overdue) shows the warning colour (docs/product/educators.md#due-status). */
export const ASSIGNMENT_DUE_WARNING_DAYS = 3;

/** Measurable goals an assignment may carry, graded from the ledger at the due time (ADR 012). */
export const ASSIGNMENT_GOAL_KINDS = ['min_sectors', 'min_trades', 'beat_class_average', 'max_drawdown'] as const;
export type AssignmentGoalKind = (typeof ASSIGNMENT_GOAL_KINDS)[number];

/** Class-league starting balance in whole dollars: default 100,000, minimum 1,000, step 1,000 (docs/product/educators.md#class-leagues). */
export const CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS = 100_000;
export const CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS = 1_000;
export const CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS = 1_000;
/** Our own upper bound, so a typo cannot make a class of billionaires (or overflow integer cents). */
export const CLASS_LEAGUE_MAX_STARTING_BALANCE_DOLLARS = 10_000_000;

/** Max students 1 to 999; 999 means unlimited (stored as no limit). */
export const CLASS_LEAGUE_MIN_STUDENTS = 1;
export const CLASS_LEAGUE_UNLIMITED_STUDENTS = 999;
/** The create form's initial value (docs/product/educators.md). */
export const CLASS_LEAGUE_DEFAULT_MAX_STUDENTS = 15;

/** Duration in whole days: default 30 (docs/product/educators.md#class-leagues); at most a school year and a bit (our own bound). */
export const CLASS_LEAGUE_DEFAULT_DURATION_DAYS = 30;
export const CLASS_LEAGUE_MAX_DURATION_DAYS = 365;
export const CLASS_LEAGUE_NAME_MAX_LENGTH = 100;

/** Texts of the educator create-league form; the first three are the form's own (docs/product/educators.md#class-leagues). */
export const CLASS_LEAGUE_MESSAGES = {
  nameRequired: 'League name is required',
  startRequired: 'Start date and time are required',
  startInPast: 'Start date must be in the future',
  nameTooLong: `League name must be at most ${CLASS_LEAGUE_NAME_MAX_LENGTH} characters`,
  badStartDate: 'Start date must be a date like 2026-09-01',
  badStartTime: 'Start time must be a time like 09:30',
  badTimeZone: 'Time zone must be an IANA name like America/New_York',
  badDuration: `Duration must be a whole number of days from 1 to ${CLASS_LEAGUE_MAX_DURATION_DAYS}`,
  badMaxStudents: `Max students must be a whole number from ${CLASS_LEAGUE_MIN_STUDENTS} to ${CLASS_LEAGUE_UNLIMITED_STUDENTS}`,
  balanceTooLow: 'Starting balance must be at least $1,000',
  balanceTooHigh: 'Starting balance must be at most $10,000,000',
  balanceStep: 'Starting balance must be a multiple of $1,000',
  startNowNotBoolean: 'Start now must be true or false',
} as const;

/**
 * The needs-guidance rule (ADR 012): a student is flagged when any of these holds.
 * - concentrated: one stock is more than 60 % of the portfolio's total value (cash included);
 * - deep_drawdown: the total value is more than 20 % below its peak;
 * - overtrading: more than 70 trades in the last 7 days, i.e. more than 10 a day on average.
 */
export const GUIDANCE_MAX_POSITION_PERCENT = 60;
export const GUIDANCE_MAX_DRAWDOWN_PERCENT = 20;
export const GUIDANCE_MAX_TRADES_PER_DAY = 10;
export const GUIDANCE_TRADE_WINDOW_DAYS = 7;

import type { Generated } from 'kysely';
import type {
  AnnouncementReadsTable,
  AnnouncementsTable,
  AssignmentResultsTable,
  AssignmentsTable,
  DistrictInquiriesTable,
  EducationQuizResultsTable,
  EducationSectionReadsTable,
  FeedbackTable,
  PortfolioValueSnapshotsTable,
  WatchlistItemsTable,
} from './schema-classroom.ts';
import type {
  BillingInvoicesTable,
  EducatorSubscriptionsTable,
  PaymentIntentsTable,
  PurchasesTable,
  WebhookEventsTable,
} from './schema-payments.ts';

/**
 * Table types for Kysely. Conventions (solved once, docs/decisions/002-sqlite-default-postgresql-at-scale.md dialect traps):
 * - ids are integer identities (SQLite INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL BIGSERIAL parsed to number);
 * - instants are epoch milliseconds in BIGINT columns named `*_at` (parsed to number on PostgreSQL);
 * - money is integer cents in BIGINT columns named `*_cents`;
 * - booleans are INTEGER 0/1 on both dialects (read them with `isTrue`);
 * - emails are stored as typed plus a lower-cased `email_normalized` with a unique index.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  email_normalized: string | null;
  username: string;
  username_normalized: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_educator: Generated<number>;
  timezone: Generated<string>;
  experience: Generated<number>;
  deleted_at: number | null;
  created_at: number;
  /** The last sign-in (a session created), migration 013: Active Today of the educator's analytics. */
  last_sign_in_at: Generated<number | null>;
  /** When the account last proved it controls `email` (migration 018); null until then and after an unproven change. */
  email_verified_at: Generated<number | null>;
  /** The educator who created the account from a roster (migration 032); null for a self-registered account. */
  managed_by: Generated<number | null>;
  /** The school's student number from the roster (migration 032). */
  student_id: Generated<string | null>;
  /** 1 while the password is a temporary one a teacher handed out (migration 032). */
  must_change_password: Generated<number>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface EmailChangeTokensTable {
  token_hash: string;
  user_id: number;
  /** The address as typed; it replaces `users.email` when the link is opened. */
  new_email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A link proving control of the account's address (migration 018): only the SHA-256 of the token is kept. */
export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: number;
  /** The address the link was sent to: it verifies only while the account still has it. */
  email_normalized: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PortfoliosTable {
  id: Generated<number>;
  user_id: number;
  /** 0 = the personal portfolio; 1 and 2 the championships; leagues after them (docs/product/trading.md#portfolios). */
  competition_id: Generated<number>;
  /** Championship season number; 0 for the personal portfolio, 1 for a league's (its one season). */
  season: Generated<number>;
  cash_cents: number;
  starting_cash_cents: number;
  net_deposits_cents: Generated<number>;
  realized_pnl_cents: Generated<number>;
  winning_sells: Generated<number>;
  total_sells: Generated<number>;
  total_trades: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Bumped by every change to the portfolio's open orders (docs/product/trading.md#order-types): fills decided on a known state match it. */
  order_version: Generated<number>;
}

export interface PositionsTable {
  portfolio_id: number;
  symbol: string;
  /** Whole shares; negative for a short position (docs/product/trading.md#short-selling-and-margin, migration 020). */
  quantity: number;
  /** What the shares cost (long), or minus the proceeds they were sold short for (short). */
  cost_basis_cents: number;
  opened_at: number;
  updated_at: number;
}

export interface TradesTable {
  id: Generated<number>;
  portfolio_id: number;
  user_id: number;
  symbol: string;
  side: 'buy' | 'sell' | 'short' | 'cover';
  quantity: number;
  price_cents: number;
  amount_cents: number;
  realized_pnl_cents: number;
  cash_after_cents: number;
  executed_at: number;
  /** Migration 036 (ADR 026): the order's note; the player's later reflection on a closed trade. */
  note: Generated<string | null>;
  reflection: Generated<string | null>;
  /** Migration 036: the league's commission on this fill (already in cash_after and realized P&L). */
  commission_cents: Generated<number>;
}

/** Limit, stop and queued orders (docs/product/trading.md#order-types); a market order placed through POST /api/orders is recorded too. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  portfolio_id: number;
  /** 0 = the personal portfolio. */
  competition_id: number;
  symbol: string;
  side: 'buy' | 'sell' | 'short' | 'cover';
  quantity: number;
  order_type: 'market' | 'limit' | 'stop' | 'stop_limit';
  limit_price_cents: number | null;
  stop_price_cents: number | null;
  time_in_force: 'day' | 'gtc';
  status: 'open' | 'filled' | 'cancelled' | 'expired' | 'rejected';
  reason: string | null;
  /** What it holds back while open (0 once closed). */
  reserved_cash_cents: Generated<number>;
  reserved_shares: Generated<number>;
  created_at: number;
  active_from: number;
  expires_at: number;
  /** When it was filled, cancelled, expired or rejected. */
  closed_at: number | null;
  fill_price_cents: number | null;
  trade_id: number | null;
  /** Migration 036 (ADR 026): the note the player placed it with. */
  note: Generated<string | null>;
}

export interface UserAchievementsTable {
  user_id: number;
  achievement_id: number;
  unlocked_at: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  idem_key: string;
  fingerprint: string;
  response_json: string;
  created_at: number;
}

/** Rows written by the health check's write probe (modules/health/probe-write-path.ts). */
export interface HealthProbeTable {
  id: Generated<number>;
  checked_at: number;
  pad: Uint8Array;
}

/** Secrets generated once and shared by every instance on this database (e.g. the simulated market's seed). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** Championships (ids 1 weekly, 2 monthly) and friend leagues (ids from 3): one id space (docs/product/trading.md#portfolios). */
export interface CompetitionsTable {
  id: Generated<number>;
  kind: 'championship' | 'league';
  name: string;
  title: string;
  description: Generated<string>;
  is_private: Generated<number>;
  created_by_user_id: number | null;
  /** null = unlimited. */
  max_participants: number | null;
  starting_cash_cents: number;
  championship_type: 'weekly' | 'monthly' | null;
  /** Upper-case, unique; null for championships. */
  invite_code: string | null;
  is_educational: Generated<number>;
  /** Leagues: the scheduled start and end; null for championships (their seasons are in competition_seasons). */
  starts_at: number | null;
  ends_at: number | null;
  /** When the league ended (at its end instant or early); null while running and for championships. */
  completed_at: number | null;
  created_at: number;
  /** docs/product/trading.md#short-selling-and-margin (migration 020): 1 when players may open short positions (championships: always). */
  short_selling_allowed: Generated<number>;
  /**
   * Migration 025 (ADR 012): 1 when bank (store) cash may be transferred into the league's portfolios; a class's
   * educator decides (off by default), friend leagues always take it.
   */
  bank_transfers_allowed: Generated<number>;
  /** Migration 031 (ADR 023): return, excess or risk_adjusted. */
  ranking_mode: Generated<string>;
  /** Migration 036 (ADR 026): the house rules as the API's JSON (HouseRulesSchema); null: none. */
  house_rules_json: Generated<string | null>;
}

export interface CompetitionParticipantsTable {
  competition_id: number;
  /** Championship season number; 1 for a league. */
  season: number;
  user_id: number;
  display_name: string;
  joined_at: number;
  /** A class member removed by the educator (migration 013): out of standings and trading; rows kept. */
  removed_at: Generated<number | null>;
}

export interface CompetitionSeasonsTable {
  competition_id: number;
  season: number;
  starts_at: number;
  ends_at: number;
  /** Set once the standings are frozen and the prizes paid. */
  closed_at: number | null;
  prize_pool_cents: Generated<number>;
  /** Results written at the close (hidden names included); null while open. */
  participant_count: number | null;
}

/** Standings frozen at a season's close. */
export interface CompetitionResultsTable {
  competition_id: number;
  season: number;
  user_id: number;
  /** null for a hidden name (docs/product/competitions.md#hidden-names). */
  rank: number | null;
  display_name: string;
  final_value_cents: number;
  profit_cents: number;
  /** Return × 1,000,000, rounded. */
  return_ppm: number;
  prize_cents: Generated<number>;
  trade_count: number;
}

/** The trading bank: one balance per user (never negative). */
export interface BankAccountsTable {
  user_id: number;
  balance_cents: Generated<number>;
  updated_at: number;
  /** What reversed payments could not take back (migration 023): later credits settle it first. */
  owed_cents: Generated<number>;
  /** When a payment of the account was last refunded or disputed (migration 023); null when never. */
  payment_reversed_at: Generated<number | null>;
}

export interface BankTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: 'prize' | 'deposit' | 'transfer' | 'purchase' | 'refund';
  /** Positive into the bank, negative out of it. */
  amount_cents: number;
  competition_id: number | null;
  season: number | null;
  /** What the bank's history shows as "portfolio", e.g. "Weekly Championship #5". */
  portfolio_label: Generated<string>;
  created_at: number;
  /** Unique: e.g. `prize:1:5:42` pays that prize once however often the close job runs. */
  idempotency_key: string | null;
  /** A transfer: the portfolio's total value just before it (ADR 011); null for other rows and older transfers. */
  value_before_cents: Generated<number | null>;
  /** How the row changed the debt (migration 023): + owed by a reversal, − settled from a credit; 0 otherwise. */
  owed_cents: Generated<number>;
}

/** The portfolio side of a bank transfer (migration 009): one row per transfer into the portfolio. */
export interface PortfolioTransfersTable {
  id: Generated<number>;
  portfolio_id: number;
  bank_transaction_id: number;
  /** Positive: money into the portfolio. */
  amount_cents: number;
  value_before_cents: number;
  cash_after_cents: number;
  created_at: number;
}

export type * from './schema-classroom.ts';
export type * from './schema-payments.ts';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_change_tokens: EmailChangeTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  portfolios: PortfoliosTable;
  positions: PositionsTable;
  trades: TradesTable;
  orders: OrdersTable;
  user_achievements: UserAchievementsTable;
  idempotency_keys: IdempotencyKeysTable;
  health_probe: HealthProbeTable;
  server_secrets: ServerSecretsTable;
  competitions: CompetitionsTable;
  competition_participants: CompetitionParticipantsTable;
  competition_seasons: CompetitionSeasonsTable;
  competition_results: CompetitionResultsTable;
  bank_accounts: BankAccountsTable;
  bank_transactions: BankTransactionsTable;
  payment_intents: PaymentIntentsTable;
  educator_subscriptions: EducatorSubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  purchases: PurchasesTable;
  webhook_events: WebhookEventsTable;
  portfolio_transfers: PortfolioTransfersTable;
  district_inquiries: DistrictInquiriesTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  assignments: AssignmentsTable;
  assignment_results: AssignmentResultsTable;
  portfolio_value_snapshots: PortfolioValueSnapshotsTable;
  feedback: FeedbackTable;
  education_section_reads: EducationSectionReadsTable;
  education_quiz_results: EducationQuizResultsTable;
  watchlist_items: WatchlistItemsTable;
  replay_events: import('./schema-replay.ts').ReplayEventsTable;
  corporate_action_entries: import('./schema-corporate-actions.ts').CorporateActionEntriesTable;
}

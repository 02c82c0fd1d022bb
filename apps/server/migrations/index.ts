import type { Migration } from '../src/adapters/db/migrate.ts';
import { m001Users } from './001-users.ts';
import { m002PasswordResetTokens } from './002-password-reset-tokens.ts';
import { m003Trading } from './003-trading.ts';
import { m004EmailChangeTokens } from './004-email-change-tokens.ts';
import { m005HealthProbe } from './005-health-probe.ts';
import { m006ServerSecrets } from './006-server-secrets.ts';
import { m007Competitions } from './007-competitions.ts';
import { m008SeasonResultsReads } from './008-season-results-reads.ts';
import { m009BankTransfers } from './009-bank-transfers.ts';
import { m010Payments } from './010-payments.ts';
import { m011DistrictInquiries } from './011-district-inquiries.ts';
import { m012Announcements } from './012-announcements.ts';
import { m013ClassAssignments } from './013-class-assignments.ts';
import { m014EducatorSubscriptions } from './014-educator-subscriptions.ts';
import { m015Feedback } from './015-feedback.ts';
import { m016EducationProgress } from './016-education-progress.ts';
import { m017InvoiceRefunded } from './017-invoice-refunded.ts';
import { m018EmailVerification } from './018-email-verification.ts';
import { m019Orders } from './019-orders.ts';
import { m020ShortSelling } from './020-short-selling.ts';
import { m022SubscriptionCanceledOnDeletion } from './022-subscription-canceled-on-deletion.ts';
import { m023PaymentReversals } from './023-payment-reversals.ts';
import { m025ClassUnitValues } from './025-class-unit-values.ts';
import { m027Watchlists } from './027-watchlists.ts';
import { m031PerformanceAndRankingModes } from './031-performance-and-ranking-modes.ts';
import { m032ManagedStudents } from './032-managed-students.ts';
import { m033WatchlistsOfDeletedAccounts } from './033-watchlists-of-deleted-accounts.ts';
import { m035ReplayEvents } from './035-replay-events.ts';
import { m036HouseRulesAndJournal } from './036-house-rules-and-journal.ts';
import { m039CorporateActionEntries } from './039-corporate-action-entries.ts';

/** Every migration in order. Append new ones; never edit or reorder an applied one. */
export const migrations: Migration[] = [
  m001Users,
  m002PasswordResetTokens,
  m003Trading,
  m004EmailChangeTokens,
  m005HealthProbe,
  m006ServerSecrets,
  m007Competitions,
  m008SeasonResultsReads,
  m009BankTransfers,
  m010Payments,
  m011DistrictInquiries,
  m012Announcements,
  m013ClassAssignments,
  m014EducatorSubscriptions,
  m015Feedback,
  m016EducationProgress,
  m017InvoiceRefunded,
  m018EmailVerification,
  m019Orders,
  m020ShortSelling,
  m022SubscriptionCanceledOnDeletion,
  m023PaymentReversals,
  m025ClassUnitValues,
  m027Watchlists,
  m031PerformanceAndRankingModes,
  m032ManagedStudents,
  m033WatchlistsOfDeletedAccounts,
  m035ReplayEvents,
  m036HouseRulesAndJournal,
  m039CorporateActionEntries,
];

import { hasForbiddenCharacters } from '@tradearena/domain';
import { z } from 'zod';
import { FEEDBACK_LIMITS } from './constants.ts';
import { positiveWholeNumber } from './positive-whole-number.ts';

/**
 * Feedback and its moderation (docs/product/content.md#feedback-moderation). A player sends a review; it waits as
 * `pending` until an operator (ADMIN_EMAILS, docs/product/accounts.md#roles) approves it — only then is it public — or rejects it.
 * Texts are plain text: stored and answered exactly as typed (trimmed), never HTML; control characters, broken
 * characters and text-direction controls are refused (the message may hold line breaks and tabs).
 */
export const FEEDBACK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_DEFAULT_RATING = FEEDBACK_LIMITS.ratingMax;
export const FEEDBACK_PAGE_SIZE = 10;
export const FEEDBACK_MAX_PAGE_SIZE = 50;

const L = FEEDBACK_LIMITS;

export const FEEDBACK_MESSAGES = {
  /** 'Required Fields' (docs/product/content.md). */
  requiredTitle: 'Required Fields',
  required: 'Please provide both a title and message for your feedback.',
  titleTooLong: `The title can be at most ${L.title} characters`,
  messageTooLong: `The message can be at most ${L.message} characters`,
  ratingInvalid: `The rating must be a whole number from 1 to ${L.ratingMax}`,
  textInvalid: 'Text cannot contain control characters, text-direction controls or broken characters',
  /** 'Feedback Submitted' (docs/product/content.md#feedback). */
  submittedTitle: 'Feedback Submitted',
  submitted: 'Thank you for your feedback! It will be reviewed before being displayed publicly.',
  /** 'Submission Failed' (docs/product/content.md). */
  failedTitle: 'Submission Failed',
  noReviews: 'No reviews yet. Be the first to share your experience!',
  operatorRequired: 'Feedback moderation is only available to operators',
  notFound: 'Feedback not found',
  pageInvalid: 'The page must be a whole number from 1',
  pageSizeInvalid: `The page size must be a whole number from 1 to ${FEEDBACK_MAX_PAGE_SIZE}`,
  statusInvalid: 'The status must be pending, approved or rejected',
  idInvalid: 'The feedback id must be a positive whole number',
} as const;

const M = FEEDBACK_MESSAGES;

/** The message is free text over several lines: line breaks and tabs are its only allowed control characters. */
const hasForbiddenInMessage = (text: string) => hasForbiddenCharacters(text.replace(/[\n\r\t]/g, ' '));

const text = (max: number, tooLong: string, forbidden: (v: string) => boolean) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(max, tooLong)
    .refine((v) => !forbidden(v), M.textInvalid);

/** POST /api/feedback. A missing rating is the form's default, 5. */
export const FeedbackRequestSchema = z.object({
  rating: z
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(L.ratingMax, M.ratingInvalid)
    .default(FEEDBACK_DEFAULT_RATING),
  title: text(L.title, M.titleTooLong, hasForbiddenCharacters),
  message: text(L.message, M.messageTooLong, hasForbiddenInMessage),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

/** A review as the public sees it (docs/product/content.md#feedback): `username` is the author's display name; `createdAt` ISO UTC. */
export const PublicFeedbackSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type PublicFeedback = z.infer<typeof PublicFeedbackSchema>;

/** The author's own copy, as POST /api/feedback answers it (status `pending`). */
export const OwnFeedbackSchema = PublicFeedbackSchema.extend({ status: z.enum(FEEDBACK_STATUSES) });
export type OwnFeedback = z.infer<typeof OwnFeedbackSchema>;

export const FeedbackSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  feedback: OwnFeedbackSchema,
});
export type FeedbackSubmitResponse = z.infer<typeof FeedbackSubmitResponseSchema>;

/** `?page=&pageSize=` of the feedback lists: page 1 and FEEDBACK_PAGE_SIZE when absent. */
export const FeedbackPageQuerySchema = z.object({
  page: positiveWholeNumber(M.pageInvalid, 1_000_000).default(1),
  pageSize: positiveWholeNumber(M.pageSizeInvalid, FEEDBACK_MAX_PAGE_SIZE).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackPageQuery = z.infer<typeof FeedbackPageQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    feedback: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

/**
 * GET /api/feedback/public (stale 30 s): approved reviews, newest first. Reviews by deleted accounts, and by display
 * names that are empty or contain demo, mock or test (docs/product/competitions.md#hidden-names, the leaderboards' rule), are left out.
 */
export const PublicFeedbackPageSchema = pageOf(PublicFeedbackSchema);
export type PublicFeedbackPage = z.infer<typeof PublicFeedbackPageSchema>;

/** GET /api/admin/feedback?status= (operators): `status` defaults to pending; oldest first for pending, else newest. */
export const AdminFeedbackQuerySchema = FeedbackPageQuerySchema.extend({
  status: z.enum(FEEDBACK_STATUSES, { error: M.statusInvalid }).default('pending'),
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuerySchema>;

export const AdminFeedbackSchema = OwnFeedbackSchema.extend({
  userId: z.number().int(),
  moderatedAt: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

export const AdminFeedbackPageSchema = pageOf(AdminFeedbackSchema);
export type AdminFeedbackPage = z.infer<typeof AdminFeedbackPageSchema>;

/** POST /api/admin/feedback/{id}/approve|reject. */
export const FeedbackIdParamsSchema = z.object({ id: positiveWholeNumber(M.idInvalid) });
export const FEEDBACK_MODERATION_ACTIONS = ['approve', 'reject'] as const;
export type FeedbackModerationAction = (typeof FEEDBACK_MODERATION_ACTIONS)[number];

export const ModerateFeedbackResponseSchema = z.object({ feedback: AdminFeedbackSchema });
export type ModerateFeedbackResponse = z.infer<typeof ModerateFeedbackResponseSchema>;

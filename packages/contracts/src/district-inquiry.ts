import { hasForbiddenCharacters, isValidEmail } from '@tradearena/domain';
import { z } from 'zod';
import { AUTH_MESSAGES, NAME_MAX_LENGTH } from './auth.ts';
import { SuccessMessageSchema } from './competitions.ts';

/**
 * The district pricing inquiry of the educator access page (docs/product/educators.md#district-inquiry): a school district
 * asks for a quote; the server stores it and emails the operators (ADMIN_EMAILS). Every text is trimmed, bounded
 * and free of the characters names may not carry (hasForbiddenCharacters; the message may also hold line breaks and
 * tabs). A 400 answers with the first problem in form order, with the field's own message.
 */
export const DISTRICT_INQUIRY_TIMELINES = [
  'immediate',
  'current-semester',
  'next-semester',
  'next-year',
  'exploring',
] as const;
export type DistrictInquiryTimeline = (typeof DISTRICT_INQUIRY_TIMELINES)[number];

/** Upper bounds: the largest US districts have about 1,800 schools and 80,000 teachers; a state may ask too. */
export const DISTRICT_INQUIRY_LIMITS = {
  nameLength: NAME_MAX_LENGTH,
  institutionLength: 200,
  districtLength: 200,
  currentSolutionLength: 200,
  messageLength: 2000,
  numberOfSchools: 10_000,
  estimatedEducators: 1_000_000,
} as const;

const L = DISTRICT_INQUIRY_LIMITS;

export const DISTRICT_INQUIRY_MESSAGES = {
  nameMissing: 'Please enter your name',
  nameTooLong: `Your name must be at most ${L.nameLength} characters`,
  nameInvalid: AUTH_MESSAGES.nameInvalid,
  emailMissing: 'Please enter your email address',
  emailInvalid: AUTH_MESSAGES.invalidEmail,
  institutionMissing: 'Please enter your district or institution',
  institutionTooLong: `The district or institution must be at most ${L.institutionLength} characters`,
  schoolsMissing: 'Please enter the number of schools',
  schoolsInvalid: `The number of schools must be a whole number from 1 to ${L.numberOfSchools.toLocaleString('en-US')}`,
  educatorsMissing: 'Please enter the estimated number of educators',
  educatorsInvalid: `The estimated number of educators must be a whole number from 1 to ${L.estimatedEducators.toLocaleString('en-US')}`,
  districtTooLong: `The district must be at most ${L.districtLength} characters`,
  currentSolutionTooLong: `The current solution must be at most ${L.currentSolutionLength} characters`,
  timelineInvalid: 'Please choose a timeline: immediate, current-semester, next-semester, next-year or exploring',
  messageTooLong: `Your message can be at most ${L.messageLength.toLocaleString('en-US')} characters`,
  textInvalid: 'Text cannot contain control characters, text-direction controls or broken characters',
  sent: 'Inquiry Sent Successfully. We will get back to you within 1 business day.',
  failed: 'Failed to send inquiry',
} as const;

const M = DISTRICT_INQUIRY_MESSAGES;

/** The message is free text over several lines: line breaks and tabs are its only allowed control characters. */
const hasForbiddenInMessage = (text: string) => hasForbiddenCharacters(text.replace(/[\n\r\t]/g, ' '));

const requiredText = (max: number, missing: string, tooLong: string, invalid: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong)
    .refine((v) => !hasForbiddenCharacters(v), invalid);

/** Absent, null or blank is "not given" (forms send ''). */
const optionalText = (max: number, tooLong: string, forbidden: (text: string) => boolean = hasForbiddenCharacters) =>
  z
    .string({ error: M.textInvalid })
    .trim()
    .max(max, tooLong)
    .refine((v) => !forbidden(v), M.textInvalid)
    .nullish()
    .transform((v) => v || undefined);

/** A positive whole number up to `max`; a form's digits-only string ("12") counts, blank is missing. */
const count = (max: number, missing: string, invalid: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim();
      return s === '' ? undefined : /^\d{1,9}$/.test(s) ? Number(s) : v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(max, invalid),
  );

/** POST /api/district-inquiry (public: signed in or not). */
export const DistrictInquiryRequestSchema = z.object({
  name: requiredText(L.nameLength, M.nameMissing, M.nameTooLong, M.nameInvalid),
  email: z.string({ error: M.emailMissing }).trim().min(1, M.emailMissing).refine(isValidEmail, M.emailInvalid),
  institution: requiredText(L.institutionLength, M.institutionMissing, M.institutionTooLong, M.textInvalid),
  numberOfSchools: count(L.numberOfSchools, M.schoolsMissing, M.schoolsInvalid),
  estimatedEducators: count(L.estimatedEducators, M.educatorsMissing, M.educatorsInvalid),
  district: optionalText(L.districtLength, M.districtTooLong),
  currentSolution: optionalText(L.currentSolutionLength, M.currentSolutionTooLong),
  timeline: z.enum(DISTRICT_INQUIRY_TIMELINES, { error: M.timelineInvalid }),
  message: optionalText(L.messageLength, M.messageTooLong, hasForbiddenInMessage),
});
export type DistrictInquiryRequest = z.infer<typeof DistrictInquiryRequestSchema>;

/** `{ success: true, message }` with DISTRICT_INQUIRY_MESSAGES.sent ('Inquiry Sent Successfully', docs/product/educators.md#district-inquiry). */
export const DistrictInquiryResponseSchema = SuccessMessageSchema;
export type DistrictInquiryResponse = z.infer<typeof DistrictInquiryResponseSchema>;

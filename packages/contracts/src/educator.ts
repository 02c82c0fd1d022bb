import {
  CLASS_LEAGUE_DEFAULT_DURATION_DAYS,
  CLASS_LEAGUE_DEFAULT_MAX_STUDENTS,
  CLASS_LEAGUE_MESSAGES,
  hasForbiddenCharacters,
} from '@tradearena/domain';
import { z } from 'zod';
import { COMPETITION_MESSAGES, CompetitionSchema, LeagueResponseSchema } from './competitions.ts';

/**
 * Educator class leagues and announcements (issue 14; spec 02 §3, §5, §6, §7). Range rules of the create form are
 * the domain's (classLeagueSettings): this schema only shapes the body, so a 400 carries the form's own message.
 */
export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'high', 'normal'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export const ANNOUNCEMENT_LIMITS = { titleLength: 200, messageLength: 5000 } as const;

export const EDUCATOR_MESSAGES = {
  educatorRequired: 'Educator access required',
  leagueNotFound: 'League not found',
  leagueCreated: 'League created successfully!',
  descriptionTooLong: 'Learning objectives must be at most 1000 characters',
  messageRequired: 'Please enter both title and message',
  titleTooLong: `The title must be at most ${ANNOUNCEMENT_LIMITS.titleLength} characters`,
  messageTooLong: `The message must be at most ${ANNOUNCEMENT_LIMITS.messageLength.toLocaleString('en-US')} characters`,
  textInvalid: 'Text cannot contain control characters, text-direction controls or broken characters',
  priorityInvalid: 'Priority must be urgent, high or normal',
  messageSent: 'Message sent to class successfully!',
  leagueIdInvalid: 'Please select a specific class to message',
  announcementNotFound: 'Announcement not found',
  announcementRead: 'Announcement marked as read',
} as const;

const M = EDUCATOR_MESSAGES;

/** A whole number given as a number or a form's digits ('30'); absent or blank is the default. */
const formNumber = (fallback: number, invalid: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return fallback;
      if (typeof v !== 'string') return v;
      const s = v.trim();
      return s === '' ? fallback : /^-?\d{1,9}$/.test(s) ? Number(s) : v;
    },
    z.number({ error: invalid }),
  );

/** POST /api/educator/leagues: start date and time are in the educator's own time zone (users.timezone). */
export const CreateClassLeagueBodySchema = z.object({
  name: z
    .string({ error: CLASS_LEAGUE_MESSAGES.nameRequired })
    .max(1000, CLASS_LEAGUE_MESSAGES.nameTooLong)
    .refine((v) => !hasForbiddenCharacters(v), COMPETITION_MESSAGES.nameInvalid)
    .default(''),
  /** Learning objectives. */
  description: z
    .string()
    .trim()
    .max(1000, M.descriptionTooLong)
    .refine((v) => !hasForbiddenCharacters(v.replace(/[\n\r\t]/g, ' ')), M.textInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  /** Days. */
  duration: formNumber(CLASS_LEAGUE_DEFAULT_DURATION_DAYS, CLASS_LEAGUE_MESSAGES.badDuration),
  /** 1..999; 999 = unlimited. */
  maxParticipants: formNumber(CLASS_LEAGUE_DEFAULT_MAX_STUDENTS, CLASS_LEAGUE_MESSAGES.badMaxStudents),
  /** 'YYYY-MM-DD' in the educator's zone. */
  startDate: z
    .string({ error: CLASS_LEAGUE_MESSAGES.startRequired })
    .max(40, CLASS_LEAGUE_MESSAGES.badStartDate)
    .default(''),
  /** 'HH:MM' (24-hour) in the educator's zone. */
  startTime: z
    .string({ error: CLASS_LEAGUE_MESSAGES.startRequired })
    .max(40, CLASS_LEAGUE_MESSAGES.badStartTime)
    .default(''),
  /** Whole dollars; not a number (blank, absent) means the default $100,000 (spec 02 §5). */
  customStartingBalance: z
    .union([z.number(), z.string().max(40)], { error: CLASS_LEAGUE_MESSAGES.balanceStep })
    .nullish(),
});
export type CreateClassLeagueBody = z.infer<typeof CreateClassLeagueBodySchema>;

/** 201 of POST /api/educator/leagues: the league and its invite code (the educator is not one of its players). */
export const ClassLeagueResponseSchema = LeagueResponseSchema;
export type ClassLeagueResponse = z.infer<typeof ClassLeagueResponseSchema>;

/** GET /api/educator/leagues: the educator's class leagues, invite code included, with the number of students. */
export const EducatorLeagueSchema = CompetitionSchema.extend({ studentCount: z.number().int() });
export type EducatorLeague = z.infer<typeof EducatorLeagueSchema>;
export const EducatorLeaguesSchema = z.array(EducatorLeagueSchema);

const messageText = (max: number, tooLong: string) =>
  z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(max, tooLong)
    .refine((v) => !hasForbiddenCharacters(v.replace(/[\n\r\t]/g, ' ')), M.textInvalid);

/** POST /api/educator/message. */
export const ClassMessageBodySchema = z.object({
  leagueId: z.coerce
    .number({ error: M.leagueIdInvalid })
    .int(M.leagueIdInvalid)
    .positive(M.leagueIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, M.leagueIdInvalid),
  title: messageText(ANNOUNCEMENT_LIMITS.titleLength, M.titleTooLong),
  message: messageText(ANNOUNCEMENT_LIMITS.messageLength, M.messageTooLong),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: M.priorityInvalid }).default('normal'),
});
export type ClassMessageBody = z.infer<typeof ClassMessageBodySchema>;

/** The announcement entity of spec 02 §3 as a student sees it (`isRead` is that student's). */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  leagueName: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  isRead: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementsSchema = z.array(AnnouncementSchema);

export const ClassMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  announcement: AnnouncementSchema,
});
export type ClassMessageResponse = z.infer<typeof ClassMessageResponseSchema>;

/** `:id` of POST /api/student/announcements/:id/read. */
export const AnnouncementIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Announcement id must be a number' })
    .int('Announcement id must be a number')
    .positive('Announcement id must be a number')
    .max(Number.MAX_SAFE_INTEGER, 'Announcement id must be a number'),
});
export type AnnouncementIdParams = z.infer<typeof AnnouncementIdParamsSchema>;

import { z } from 'zod';
import { positiveWholeNumber } from './positive-whole-number.ts';

/*
 * Education (docs/product/content.md#education): six modules with sections, key terms, product links and a quiz scored on the
 * server; progress per user. The quiz leaves the server without its answers: correct choices and explanations are
 * only in the answer to a submitted quiz.
 */

export const EDUCATION_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const EducationLevelSchema = z.enum(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof EducationLevelSchema>;

export const EDUCATION_LIMITS = {
  minSections: 4,
  maxSections: 8,
  minQuestions: 5,
  maxQuestions: 8,
  minChoices: 2,
  maxChoices: 6,
  /** A module is completed when every section is read and the best quiz score is at least this percent. */
  passPercent: 70,
} as const;

export const EDUCATION_MESSAGES = {
  moduleNotFound: 'Module not found',
  sectionNotFound: 'Section not found',
  moduleIdInvalid: 'Module id must be a number',
  sectionIdInvalid: 'Section id must be lower-case letters, digits and dashes',
  answersRequired: 'Send answers as a list with one choice number per question',
} as const;

/** `:id` of /api/education/modules/:id… (a positive whole number). */
export const ModuleIdParamsSchema = z.object({ id: positiveWholeNumber(EDUCATION_MESSAGES.moduleIdInvalid) });
export type ModuleIdParams = z.infer<typeof ModuleIdParamsSchema>;

export const SectionIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, EDUCATION_MESSAGES.sectionIdInvalid)
  .max(64, EDUCATION_MESSAGES.sectionIdInvalid);

/** `:id/sections/:sectionId` of POST /api/education/modules/:id/sections/:sectionId/read. */
export const ModuleSectionParamsSchema = ModuleIdParamsSchema.extend({ sectionId: SectionIdSchema });
export type ModuleSectionParams = z.infer<typeof ModuleSectionParamsSchema>;

/** The caller's progress in one module. `bestScore` counts correct answers (null: quiz never taken). */
export const ModuleProgressSchema = z.object({
  sectionsRead: z.number().int(),
  bestScore: z.number().int().nullable(),
  completed: z.boolean(),
});
export type ModuleProgress = z.infer<typeof ModuleProgressSchema>;

/** One card of /education: GET /api/education/modules answers a list of these, ordered by id. */
export const EducationModuleSummarySchema = ModuleProgressSchema.extend({
  id: z.number().int(),
  title: z.string(),
  level: EducationLevelSchema,
  summary: z.string(),
  minutes: z.number().int(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
});
export type EducationModuleSummary = z.infer<typeof EducationModuleSummarySchema>;
export const EducationModulesSchema = z.array(EducationModuleSummarySchema);

export const ModuleSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown: paragraphs, `- ` and `1. ` lists, **bold**, *italic* and [links](/path). Never HTML. */
  body: z.string(),
  read: z.boolean(),
});
export type ModuleSection = z.infer<typeof ModuleSectionSchema>;

export const KeyTermSchema = z.object({ term: z.string(), definition: z.string() });
export type KeyTerm = z.infer<typeof KeyTermSchema>;

/** A link into the product ("Try it on /portfolio"); `href` is always a path of the app. */
export const ModuleLinkSchema = z.object({ label: z.string(), href: z.string(), description: z.string() });
export type ModuleLink = z.infer<typeof ModuleLinkSchema>;

/** A quiz question as the student sees it before answering: no correct choice, no explanations. */
export const QuizQuestionSchema = z.object({
  id: z.number().int(),
  prompt: z.string(),
  choices: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** GET /api/education/modules/:id. */
export const EducationModuleSchema = EducationModuleSummarySchema.extend({
  sections: z.array(ModuleSectionSchema),
  keyTerms: z.array(KeyTermSchema),
  links: z.array(ModuleLinkSchema),
  quiz: z.array(QuizQuestionSchema),
});
export type EducationModule = z.infer<typeof EducationModuleSchema>;

/** POST …/sections/:sectionId/read (idempotent): the module's progress after the read. */
export const SectionReadResponseSchema = ModuleProgressSchema.extend({
  moduleId: z.number().int(),
  sectionId: z.string(),
  sectionCount: z.number().int(),
});
export type SectionReadResponse = z.infer<typeof SectionReadResponseSchema>;

/** POST /api/education/modules/:id/quiz: one chosen index (0-based) per question, in question order. */
export const QuizSubmissionSchema = z.object({
  answers: z.array(z.number({ error: EDUCATION_MESSAGES.answersRequired }).int(EDUCATION_MESSAGES.answersRequired), {
    error: EDUCATION_MESSAGES.answersRequired,
  }),
});
export type QuizSubmission = z.infer<typeof QuizSubmissionSchema>;

export const QuizAnswerResultSchema = z.object({
  questionId: z.number().int(),
  chosen: z.number().int(),
  correctIndex: z.number().int(),
  correct: z.boolean(),
  /** Why the chosen answer is right, or why it is wrong. */
  explanation: z.string(),
  /** Why the correct answer is right (the same text as `explanation` when the student chose it). */
  correctExplanation: z.string(),
});
export type QuizAnswerResult = z.infer<typeof QuizAnswerResultSchema>;

export const QuizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  /** Whole percent, rounded half up. */
  percent: z.number().int(),
  passed: z.boolean(),
  /** The best score of all the caller's attempts, this one included. */
  bestScore: z.number().int(),
  completed: z.boolean(),
  results: z.array(QuizAnswerResultSchema),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

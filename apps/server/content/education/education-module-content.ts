import type { EducationLevel, KeyTerm, ModuleLink } from '@tradearena/contracts';
import type { QuizChoice } from '@tradearena/domain';

/** One section of a module: a stable id (used in progress rows), a title and a Markdown body. */
export interface SectionContent {
  id: string;
  title: string;
  /** Markdown: paragraphs, `- ` and `1. ` lists, **bold**, *italic* and [links](/path). No HTML. */
  body: string;
}

/** A quiz question with every choice explained and the right choice (0-based). Never sent before answering. */
export interface QuizQuestionContent {
  prompt: string;
  choices: QuizChoice[];
  correctIndex: number;
}

/** A module of /education as written: the data the server serves (without quiz answers) and scores against. */
export interface EducationModuleContent {
  id: number;
  title: string;
  level: EducationLevel;
  summary: string;
  minutes: number;
  sections: SectionContent[];
  keyTerms: KeyTerm[];
  links: ModuleLink[];
  quiz: QuizQuestionContent[];
}

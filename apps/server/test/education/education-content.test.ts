import { EDUCATION_LEVELS, EDUCATION_LIMITS, SectionIdSchema } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { educationModules } from '../../content/education/education-modules.ts';

/** Paths of the app a module may link to (product links and links inside section text). */
const PRODUCT_PATHS = [
  '/portfolio',
  '/screener',
  '/leaderboard',
  '/trending',
  '/competitions',
  '/news',
  '/achievements',
];

/** Every string of a module, for the placeholder check. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

describe('education content', () => {
  it('has six modules with ids 1–6 covering the four levels', () => {
    expect(educationModules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(educationModules.map((m) => m.level))).toEqual(new Set(EDUCATION_LEVELS));
  });

  describe.each(educationModules.map((m) => [m.id, m] as const))('module %i', (_id, module) => {
    it('has a title, summary, minutes and 4–8 sections of several paragraphs with unique ids', () => {
      expect(module.title.length).toBeGreaterThan(5);
      expect(module.summary.length).toBeGreaterThan(40);
      expect(module.minutes).toBeGreaterThan(0);
      expect(module.sections.length).toBeGreaterThanOrEqual(EDUCATION_LIMITS.minSections);
      expect(module.sections.length).toBeLessThanOrEqual(EDUCATION_LIMITS.maxSections);
      expect(new Set(module.sections.map((s) => s.id)).size).toBe(module.sections.length);
      for (const s of module.sections) {
        expect(SectionIdSchema.safeParse(s.id).success, s.id).toBe(true);
        expect(s.title.length, s.id).toBeGreaterThan(3);
        expect(s.body.split(/\n\s*\n/).length, s.id).toBeGreaterThanOrEqual(3);
        expect(s.body.length, s.id).toBeGreaterThan(600);
      }
    });

    it('has 5–8 questions, each with a valid right choice and an explanation for every choice', () => {
      expect(module.quiz.length).toBeGreaterThanOrEqual(EDUCATION_LIMITS.minQuestions);
      expect(module.quiz.length).toBeLessThanOrEqual(EDUCATION_LIMITS.maxQuestions);
      for (const q of module.quiz) {
        expect(q.prompt.length, q.prompt).toBeGreaterThan(10);
        expect(q.choices.length, q.prompt).toBeGreaterThanOrEqual(EDUCATION_LIMITS.minChoices);
        expect(q.choices.length, q.prompt).toBeLessThanOrEqual(EDUCATION_LIMITS.maxChoices);
        expect(Number.isInteger(q.correctIndex) && q.correctIndex >= 0 && q.correctIndex < q.choices.length).toBe(true);
        expect(new Set(q.choices.map((c) => c.text)).size, q.prompt).toBe(q.choices.length);
        for (const c of q.choices) expect(c.explanation.length, c.text).toBeGreaterThan(10);
        expect(q.choices[q.correctIndex]?.explanation, q.prompt).toMatch(/^Right/);
      }
    });

    it('does not always put the right answer in the same place', () => {
      expect(new Set(module.quiz.map((q) => q.correctIndex)).size).toBeGreaterThan(1);
    });

    it('has key terms with definitions and links into the product', () => {
      expect(module.keyTerms.length).toBeGreaterThanOrEqual(4);
      for (const k of module.keyTerms) {
        expect(k.term.length).toBeGreaterThan(1);
        expect(k.definition.length).toBeGreaterThan(10);
      }
      expect(module.links.length).toBeGreaterThanOrEqual(2);
      for (const l of module.links) {
        expect(PRODUCT_PATHS, l.href).toContain(l.href);
        expect(l.label.length).toBeGreaterThan(3);
      }
      const inText = [
        ...module.sections
          .map((s) => s.body)
          .join('\n')
          .matchAll(/\]\(([^)]+)\)/g),
      ].map((m) => m[1]);
      for (const href of inText) expect(PRODUCT_PATHS, href).toContain(href);
    });

    it('has no placeholder text and no HTML', () => {
      for (const text of allText(module)) {
        expect(text, text).not.toMatch(/lorem|ipsum|TODO|TBD|FIXME|xxx/i);
        expect(text, text).not.toMatch(/<[a-z/!]/i);
      }
    });
  });
});

import { EDUCATION_LEVELS } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { answersScoring, moduleContent, readSection, submitQuiz } from './education-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY });
});
afterEach(async () => {
  await t.close();
});

describe('education modules', () => {
  it('lists six modules across the four levels with no progress for a new student', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const modules = await getJson(t.app, ada, '/api/education/modules');
    expect(modules.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(modules.map((m: { level: string }) => m.level))).toEqual(new Set(EDUCATION_LEVELS));
    const first = moduleContent(1);
    expect(modules[0]).toEqual({
      id: 1,
      title: first.title,
      level: 'Beginner',
      summary: first.summary,
      minutes: first.minutes,
      sectionCount: first.sections.length,
      questionCount: first.quiz.length,
      sectionsRead: 0,
      bestScore: null,
      completed: false,
    });
  });

  it('serves a module with its sections, key terms, links and the quiz without any answers', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const res = await get(t.app, ada, '/api/education/modules/2');
    expect(res.statusCode, res.body).toBe(200);
    const module = res.json();
    const stored = moduleContent(2);
    expect(module.sections.map((s: { id: string }) => s.id)).toEqual(stored.sections.map((s) => s.id));
    expect(module.sections[0]).toEqual({ ...stored.sections[0], read: false });
    expect(module.keyTerms).toEqual(stored.keyTerms);
    expect(module.links).toEqual(stored.links);
    expect(module.quiz[0]).toEqual({
      id: 1,
      prompt: stored.quiz[0]?.prompt,
      choices: stored.quiz[0]?.choices.map((c) => c.text),
    });
    for (const q of module.quiz) expect(Object.keys(q).sort()).toEqual(['choices', 'id', 'prompt']);
    for (const q of stored.quiz)
      for (const c of q.choices) expect(res.body).not.toContain(JSON.stringify(c.explanation).slice(1, -1));
    expect(res.body).not.toMatch(/"(correctIndex|explanation|correctExplanation)"/);
  });

  it('marks sections read idempotently, and each student sees only their own progress', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const sections = moduleContent(1).sections;
    for (let i = 0; i < 2; i++) {
      const res = await readSection(t.app, ada, 1, sections[0]!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        moduleId: 1,
        sectionId: sections[0]!.id,
        sectionCount: sections.length,
        sectionsRead: 1,
        bestScore: null,
        completed: false,
      });
    }
    await readSection(t.app, ada, 1, sections[1]!.id);
    await readSection(t.app, bob, 3, moduleContent(3).sections[0]!.id);

    const adas = await getJson(t.app, ada, '/api/education/modules');
    expect(adas[0]).toMatchObject({ id: 1, sectionsRead: 2 });
    expect(adas[2]).toMatchObject({ id: 3, sectionsRead: 0 });
    const bobs = await getJson(t.app, bob, '/api/education/modules');
    expect(bobs[0]).toMatchObject({ id: 1, sectionsRead: 0 });
    expect(bobs[2]).toMatchObject({ id: 3, sectionsRead: 1 });
    const detail = await getJson(t.app, ada, '/api/education/modules/1');
    expect(detail.sections.map((s: { read: boolean }) => s.read)).toEqual(sections.map((_, i) => i < 2));
  });

  it('scores a quiz on the server with the right answer and an explanation for every question', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const stored = moduleContent(4);
    const answers = answersScoring(4, stored.quiz.length - 1);
    const res = await submitQuiz(t.app, ada, 4, answers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    const total = stored.quiz.length;
    expect(result).toMatchObject({
      score: total - 1,
      total,
      percent: Math.round(((total - 1) * 100) / total),
      bestScore: total - 1,
      completed: false,
    });
    expect(result.results).toHaveLength(total);
    const last = stored.quiz[total - 1]!;
    expect(result.results[total - 1]).toEqual({
      questionId: total,
      chosen: answers[total - 1],
      correctIndex: last.correctIndex,
      correct: false,
      explanation: last.choices[answers[total - 1]!]!.explanation,
      correctExplanation: last.choices[last.correctIndex]!.explanation,
    });
    expect(result.results[0]).toMatchObject({ questionId: 1, correct: true });
  });

  it('keeps the best score when a later attempt is worse, and completes the module once all is read and passed', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const stored = moduleContent(1);
    const total = stored.quiz.length;
    expect((await submitQuiz(t.app, ada, 1, answersScoring(1, total))).json()).toMatchObject({
      score: total,
      percent: 100,
      passed: true,
      bestScore: total,
      completed: false,
    });
    const worse = (await submitQuiz(t.app, ada, 1, answersScoring(1, 1))).json();
    expect(worse).toMatchObject({ score: 1, passed: false, bestScore: total });
    expect((await getJson(t.app, ada, '/api/education/modules'))[0]).toMatchObject({
      bestScore: total,
      completed: false,
    });

    for (const s of stored.sections) await readSection(t.app, ada, 1, s.id);
    expect((await getJson(t.app, ada, '/api/education/modules'))[0]).toMatchObject({
      sectionsRead: stored.sections.length,
      bestScore: total,
      completed: true,
    });
    const other = await buildTrader(t.deps.db.db);
    expect((await getJson(t.app, other, '/api/education/modules'))[0]).toMatchObject({ bestScore: null });
  });

  it('a quiz below the pass mark does not complete the module even with every section read', async () => {
    const ada = await buildTrader(t.deps.db.db);
    for (const s of moduleContent(5).sections) await readSection(t.app, ada, 5, s.id);
    const res = await submitQuiz(t.app, ada, 5, answersScoring(5, 2));
    expect(res.json()).toMatchObject({ score: 2, passed: false, completed: false });
  });
});

describe('education refusals', () => {
  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/education/modules'],
      ['GET', '/api/education/modules/1'],
      ['POST', '/api/education/modules/1/sections/what-is-a-share/read'],
      ['POST', '/api/education/modules/1/quiz'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { answers: [] } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('answers Module not found for an unknown id and 400 for an id that is not a number', async () => {
    const ada = await buildTrader(t.deps.db.db);
    for (const url of ['/api/education/modules/99', '/api/education/modules/7']) {
      const res = await get(t.app, ada, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Module not found', message: 'Module not found', code: 'MODULE_NOT_FOUND' });
    }
    expect((await submitQuiz(t.app, ada, 42, [0])).json().code).toBe('MODULE_NOT_FOUND');
    expect((await readSection(t.app, ada, 42, 'intro')).json().code).toBe('MODULE_NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await get(t.app, ada, `/api/education/modules/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REQUEST_INVALID', message: 'Module id must be a number' });
    }
  });

  it('refuses an unknown or malformed section id', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const unknown = await readSection(t.app, ada, 1, 'no-such-section');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MODULE_SECTION_NOT_FOUND', message: 'Section not found' });
    const bad = await readSection(t.app, ada, 1, 'Bad%20Id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('REQUEST_INVALID');
  });

  it('refuses answers of the wrong length, out of range or not numbers, and records nothing', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const total = moduleContent(2).quiz.length;
    const cases: [unknown, number, string, string][] = [
      [[0, 1], 400, 'QUIZ_ANSWERS_INVALID', `Answer every question: expected ${total} answers, got 2`],
      [
        Array(total + 1).fill(0),
        400,
        'QUIZ_ANSWERS_INVALID',
        `Answer every question: expected ${total} answers, got ${total + 1}`,
      ],
      [
        [...Array(total - 1).fill(0), 4],
        400,
        'QUIZ_ANSWERS_INVALID',
        `Answer ${total} must be a choice number from 0 to 3`,
      ],
      [[-1, ...Array(total - 1).fill(0)], 400, 'QUIZ_ANSWERS_INVALID', 'Answer 1 must be a choice number from 0 to 3'],
      ['A', 400, 'REQUEST_INVALID', 'Send answers as a list with one choice number per question'],
      [['a', 'b'], 400, 'REQUEST_INVALID', 'Send answers as a list with one choice number per question'],
      [[1.5], 400, 'REQUEST_INVALID', 'Send answers as a list with one choice number per question'],
      [undefined, 400, 'REQUEST_INVALID', 'Send answers as a list with one choice number per question'],
    ];
    for (const [answers, status, code, message] of cases) {
      const res = await submitQuiz(t.app, ada, 2, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(status);
      expect(res.json()).toEqual({ error: message, message, code });
    }
    expect((await getJson(t.app, ada, '/api/education/modules'))[1]).toMatchObject({ bestScore: null });
  });
});

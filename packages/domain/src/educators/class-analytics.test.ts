import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClassStudent, classAnalytics } from './class-analytics.ts';
import { cashOnlyRisk } from './needs-guidance.ts';

const calm = cashOnlyRisk(10_000_000);
let nextId = 1;
const student = (over: Partial<ClassStudent> = {}): ClassStudent => ({
  userId: nextId++,
  name: `Student ${nextId}`,
  returnPercent: 0,
  tradesToday: 0,
  signedInToday: false,
  risk: calm,
  ...over,
});

describe('classAnalytics', () => {
  it('summarises a built class of four', () => {
    const ana = student({ userId: 1, name: 'Ana', returnPercent: 12.5, tradesToday: 2, signedInToday: true });
    const ben = student({
      userId: 2,
      name: 'Ben',
      returnPercent: -25,
      tradesToday: 9,
      risk: {
        valueCents: 7_500_000,
        cashCents: 500_000,
        netDepositsCents: 0,
        holdings: [{ symbol: 'GME', marketValueCents: 7_000_000 }],
        unitValue: 0.75,
        peakUnitValue: 1,
        tradesLast7Days: 80,
      },
    });
    const cleo = student({ userId: 3, name: 'Cleo', returnPercent: 4.5, signedInToday: true });
    const dev = student({ userId: 4, name: 'Dev', returnPercent: 0 });
    expect(classAnalytics([ana, ben, cleo, dev])).toEqual({
      topPerformer: { userId: 1, name: 'Ana', returnPercent: 12.5 },
      mostActive: { userId: 2, name: 'Ben', tradesToday: 9 },
      needsGuidance: 1,
      studentsNeedingGuidance: [{ userId: 2, name: 'Ben', reasons: ['concentrated', 'deep_drawdown', 'overtrading'] }],
      classAverage: -2,
      activeToday: 3,
      students: 4,
    });
  });

  it('has nobody on top and no average for an empty class', () => {
    expect(classAnalytics([])).toEqual({
      topPerformer: null,
      mostActive: null,
      needsGuidance: 0,
      studentsNeedingGuidance: [],
      classAverage: null,
      activeToday: 0,
      students: 0,
    });
  });

  it('has no most active student when nobody traded today', () => {
    expect(classAnalytics([student({ signedInToday: true }), student()]).mostActive).toBeNull();
  });

  it('breaks ties by name A→Z ignoring case, then by the lower user id', () => {
    const tied = [
      student({ userId: 9, name: 'zoe', returnPercent: 5, tradesToday: 3 }),
      student({ userId: 8, name: 'Max', returnPercent: 5, tradesToday: 3 }),
      student({ userId: 7, name: 'max', returnPercent: 5, tradesToday: 3 }),
    ];
    const result = classAnalytics(tied);
    expect(result.topPerformer).toEqual({ userId: 7, name: 'max', returnPercent: 5 });
    expect(result.mostActive).toEqual({ userId: 7, name: 'max', tradesToday: 3 });
  });

  it('keeps the average, the top performer and the counts within the class (property)', () => {
    const studentArb = fc.record({
      userId: fc.nat(),
      name: fc.string(),
      returnPercent: fc.double({ min: -100, max: 1_000, noNaN: true }),
      tradesToday: fc.nat({ max: 50 }),
      signedInToday: fc.boolean(),
      risk: fc.record({
        valueCents: fc.nat({ max: 1e9 }),
        cashCents: fc.nat({ max: 1e9 }),
        netDepositsCents: fc.nat({ max: 1e9 }),
        holdings: fc.array(
          fc.record({ symbol: fc.constantFrom('A', 'B', 'C'), marketValueCents: fc.nat({ max: 1e9 }) }),
        ),
        unitValue: fc.double({ min: 0, max: 10, noNaN: true }),
        peakUnitValue: fc.double({ min: 0, max: 10, noNaN: true }),
        tradesLast7Days: fc.nat({ max: 200 }),
      }),
    });
    fc.assert(
      fc.property(fc.array(studentArb, { maxLength: 40 }), (students) => {
        const r = classAnalytics(students);
        const returns = students.map((s) => s.returnPercent);
        expect(r.students).toBe(students.length);
        expect(r.needsGuidance).toBe(r.studentsNeedingGuidance.length);
        expect(r.needsGuidance).toBeLessThanOrEqual(students.length);
        expect(r.activeToday).toBeLessThanOrEqual(students.length);
        if (students.length === 0) {
          expect(r.classAverage).toBeNull();
          return;
        }
        expect(r.classAverage).toBeGreaterThanOrEqual(Math.min(...returns));
        expect(r.classAverage).toBeLessThanOrEqual(Math.max(...returns));
        expect(r.topPerformer?.returnPercent).toBe(Math.max(...returns));
      }),
    );
  });

  it('averages equal returns to exactly that return despite floating point', () => {
    const same = [0.1, 0.1, 0.1].map((returnPercent) => student({ returnPercent }));
    expect(classAnalytics(same).classAverage).toBe(0.1);
  });
});

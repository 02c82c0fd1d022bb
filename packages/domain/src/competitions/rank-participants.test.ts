import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CashFlow,
  type ParticipantResult,
  rankParticipants,
  rankParticipantsInSteps,
} from './rank-participants.ts';

const seasonStart = new Date('2026-01-09T21:00:00Z');
const at = new Date('2026-01-16T21:00:00Z');
const halfway = new Date((seasonStart.getTime() + at.getTime()) / 2);
const opts = { seasonStart, at };

const buildResult = (over: Partial<ParticipantResult> & { userId: number }): ParticipantResult => ({
  displayName: `player${over.userId}`,
  startingCashCents: 10_000_000,
  valueCents: 10_000_000,
  flows: [],
  tradeCount: 1,
  joinedAt: seasonStart,
  ...over,
});
const byId = <T extends { userId: number }>(rows: T[], id: number) => rows.find((r) => r.userId === id)!;

const flowAt = (at: Date, amountCents: number, valueBeforeCents: number): CashFlow => ({
  amountCents,
  at,
  valueBeforeCents,
});
const later = (ms: number) => new Date(halfway.getTime() + ms);

describe('rankParticipants: time-weighted return net of deposits', () => {
  it('is profit over starting cash when no money moved', () => {
    const [r] = rankParticipants([buildResult({ userId: 1, valueCents: 11_000_000 })], opts);
    expect(r).toMatchObject({
      profitCents: 1_000_000,
      returnFraction: 0.1,
      rank: 1,
      prizeRank: 1,
      eligibleForPrize: true,
    });
  });

  // Starting cash $100,000 in every row; values and amounts in dollars, converted to cents.
  it.each([
    {
      scenario: 'deposit mid-season, +10% before it and +10% after it',
      flows: [[0, 100_000, 110_000]],
      value: 231_000,
      profit: 31_000,
      twr: 1.1 * 1.1 - 1,
    },
    {
      scenario: 'deposit mid-season, +10% before it and −10% after it',
      flows: [[0, 100_000, 110_000]],
      value: 189_000,
      profit: -11_000,
      twr: 1.1 * 0.9 - 1,
    },
    {
      scenario: 'deposit kept as idle cash after a +10% gain: only what happened after it is diluted',
      flows: [[0, 100_000, 110_000]],
      value: 210_000,
      profit: 10_000,
      twr: 0.1,
    },
    {
      scenario: 'withdrawal mid-season, +20% before it and +50% after it',
      flows: [[0, -60_000, 120_000]],
      value: 90_000,
      profit: 50_000,
      twr: 1.2 * 1.5 - 1,
    },
    {
      scenario: 'two flows given out of time order: a deposit, then a withdrawal',
      flows: [
        [2_000, -50_000, 220_000],
        [1_000, 100_000, 100_000],
      ],
      value: 340_000,
      profit: 190_000,
      twr: 1 * 1.1 * 2 - 1,
    },
    {
      scenario: 'flows after the ranking instant are ignored in the return and in the profit',
      flows: [[at.getTime() - halfway.getTime() + 1, 500_000, 120_000]],
      value: 120_000,
      profit: 20_000,
      twr: 0.2,
    },
    {
      scenario: 'a flow at the ranking instant itself counts',
      flows: [[at.getTime() - halfway.getTime(), 500_000, 120_000]],
      value: 620_000,
      profit: 20_000,
      twr: 0.2,
    },
    {
      scenario: 'everything withdrawn after a +5% gain: the empty portfolio adds no change',
      flows: [[0, -105_000, 105_000]],
      value: 0,
      profit: 5_000,
      twr: 0.05,
    },
    {
      scenario: 'everything withdrawn, then money deposited again and +10% on it',
      flows: [
        [0, -105_000, 105_000],
        [1_000, 50_000, 0],
      ],
      value: 55_000,
      profit: 10_000,
      twr: 1.05 * 1.1 - 1,
    },
    { scenario: 'value 0, no flows: everything lost', flows: [], value: 0, profit: -100_000, twr: -1 },
    {
      scenario: 'value 0 before a deposit: everything lost stays lost',
      flows: [[0, 100_000, 0]],
      value: 100_000,
      profit: -100_000,
      twr: -1,
    },
  ])('$scenario', ({ flows, value, profit, twr }) => {
    const row = buildResult({
      userId: 1,
      valueCents: value * 100,
      flows: flows.map(([ms, amount, before]) => flowAt(later(ms!), amount! * 100, before! * 100)),
    });
    const [r] = rankParticipants([row], opts);
    expect(r!.profitCents).toBe(profit * 100);
    expect(r!.returnFraction).toBeCloseTo(twr, 12);
  });

  it('measures a late joiner from the starting cash, whenever they joined (seasonStart is not used)', () => {
    const row = buildResult({ userId: 1, joinedAt: halfway, valueCents: 12_000_000 });
    expect(rankParticipants([row], opts)[0]!.returnFraction).toBeCloseTo(0.2, 12);
    expect(rankParticipants([row], { seasonStart: at, at })[0]!.returnFraction).toBeCloseTo(0.2, 12);
  });

  it('does not reorder the caller’s flows', () => {
    const flows = [flowAt(later(2_000), -5_000_000, 22_000_000), flowAt(later(1_000), 10_000_000, 10_000_000)];
    rankParticipants([buildResult({ userId: 1, valueCents: 34_000_000, flows })], opts);
    expect(flows.map((f) => f.amountCents)).toEqual([-5_000_000, 10_000_000]);
  });

  it('compares returns reached through different flows exactly', () => {
    // Both +21%: 1.1 × 1.1 with a deposit in between, and straight 1.21; a third just a cent behind.
    const rows = [
      buildResult({ userId: 1, valueCents: 23_100_000, flows: [flowAt(halfway, 10_000_000, 11_000_000)] }),
      buildResult({ userId: 2, valueCents: 12_100_000 }),
      buildResult({ userId: 3, valueCents: 12_099_999 }),
    ];
    expect(rankParticipants(rows, opts).map((r) => [r.userId, r.rank, r.prizeRank])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 3, 3],
    ]);
  });
  it('orders returns close to zero right although the floating product − 1 has lost digits', () => {
    // Player 1: +7.960916046…e-8 exactly, computed as 7.960916037…e-8; player 2: +7.960916041…e-8, a hair lower.
    const rows = [
      buildResult({ userId: 2, startingCashCents: 25_122_737, valueCents: 25_122_739 }),
      buildResult({ userId: 1, valueCents: 18_457_825, flows: [flowAt(halfway, 8_458_331, 10_000_600)] }),
    ];
    expect(rankParticipants(rows, opts).map((r) => [r.userId, r.rank, r.prizeRank])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
    ]);
  });
});

describe('rankParticipants: order, ties, hidden names and prize eligibility', () => {
  it('ranks by return, then the earlier joiner, then the lower user id, all ranks distinct', () => {
    const rows = [
      buildResult({ userId: 5, valueCents: 10_500_000 }),
      buildResult({ userId: 3, valueCents: 10_500_000 }),
      buildResult({ userId: 4, valueCents: 10_500_000, joinedAt: new Date(seasonStart.getTime() - 60_000) }),
      buildResult({ userId: 1, valueCents: 9_000_000 }),
      buildResult({ userId: 2, valueCents: 12_000_000 }),
    ];
    const ranked = rankParticipants(rows, opts);
    expect(ranked.map((r) => [r.userId, r.rank, r.prizeRank])).toEqual([
      [2, 1, 1],
      [4, 2, 2],
      [3, 3, 2],
      [5, 4, 2],
      [1, 5, 5],
    ]);
  });

  it('shares a prize rank only for exactly equal returns', () => {
    // 1/3 reached two ways: exact rationals compare equal although the floating arithmetic differs.
    const rows = [
      buildResult({ userId: 1, startingCashCents: 3_000_000, valueCents: 4_000_000 }),
      buildResult({ userId: 2, startingCashCents: 9_000_000, valueCents: 12_000_000 }),
      buildResult({ userId: 3, startingCashCents: 9_000_000, valueCents: 11_999_999 }),
    ];
    expect(rankParticipants(rows, opts).map((r) => [r.userId, r.rank, r.prizeRank])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 3, 3],
    ]);
  });

  it('gives hidden names no rank and no prize, and ranks the others as if they were absent', () => {
    const rows = [
      buildResult({ userId: 1, displayName: 'DemoTrader', valueCents: 20_000_000 }),
      buildResult({ userId: 2, displayName: '  ', valueCents: 19_000_000 }),
      buildResult({ userId: 3, displayName: 'warren', valueCents: 10_100_000 }),
    ];
    const ranked = rankParticipants(rows, opts);
    expect(byId(ranked, 3)).toMatchObject({ rank: 1, prizeRank: 1, hidden: false, eligibleForPrize: true });
    expect(byId(ranked, 1)).toMatchObject({ rank: null, prizeRank: null, hidden: true, eligibleForPrize: false });
    expect(ranked.map((r) => r.userId)).toEqual([3, 1, 2]);
  });

  it('shows a player without trades on the board but gives them no prize place', () => {
    const rows = [buildResult({ userId: 1, tradeCount: 0 }), buildResult({ userId: 2, valueCents: 9_000_000 })];
    const ranked = rankParticipants(rows, opts);
    expect(byId(ranked, 1)).toMatchObject({ rank: 1, prizeRank: null, eligibleForPrize: false });
    expect(byId(ranked, 2)).toMatchObject({ rank: 2, prizeRank: 1, eligibleForPrize: true });
  });

  it('keeps the caller’s extra fields', () => {
    const [r] = rankParticipants([{ ...buildResult({ userId: 1 }), username: 'warren' }], opts);
    expect(r!.username).toBe('warren');
  });
});

describe('rankParticipants: properties', () => {
  const span = at.getTime() - seasonStart.getTime();
  const instant = fc.integer({ min: 0, max: span }).map((ms) => new Date(seasonStart.getTime() + ms));
  // The value just before a flow is anything (prices moved since the last one); a withdrawal takes at most that value.
  const flow = fc
    .record({ at: instant, valueBeforeCents: fc.integer({ min: 0, max: 30_000_000 }), amount: fc.integer() })
    .map(
      ({ at, valueBeforeCents, amount }): CashFlow => ({
        at,
        valueBeforeCents,
        amountCents: -valueBeforeCents + (Math.abs(amount) % (valueBeforeCents + 5_000_001)),
      }),
    );
  const row = fc.record({
    displayName: fc.constantFrom('alice', 'bob', 'carol', 'test user', '', 'dave'),
    valueCents: fc.integer({ min: 0, max: 30_000_000 }),
    flows: fc.array(flow, { maxLength: 3 }),
    tradeCount: fc.integer({ min: 0, max: 3 }),
    joinedAtMs: fc.integer({ min: -span, max: span }),
  });
  const field = fc.array(row, { maxLength: 25 }).map((rs) =>
    rs.map(
      (r, i): ParticipantResult =>
        buildResult({
          userId: i + 1,
          displayName: r.displayName,
          valueCents: r.valueCents,
          flows: [...r.flows].sort((x, y) => x.at.getTime() - y.at.getTime()),
          tradeCount: r.tradeCount,
          joinedAt: new Date(seasonStart.getTime() + Math.max(0, r.joinedAtMs)),
        }),
    ),
  );
  const ranksById = (rows: ReturnType<typeof rankParticipants>) =>
    Object.fromEntries(rows.map((r) => [r.userId, [r.rank, r.prizeRank]]));
  /** Equal to 12 significant digits (returns of generated histories can be in the thousands). */
  const expectSameReturn = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));

  /**
   * Ranks `rows` and `changed` (rows with one row replaced) each with an untouched twin of the replaced row added under
   * a new id, eligible for a prize: the changed row keeps the twin's prize rank only if its return stays exactly equal.
   */
  const expectSameStandings = (rows: ParticipantResult[], who: number, changed: ParticipantResult, profit = true) => {
    const target = { ...rows[who]!, tradeCount: 1 };
    const twin = { ...target, userId: rows.length + 1, displayName: 'twin' };
    const before = rankParticipants([...rows.map((r, i) => (i === who ? target : r)), twin], opts);
    const after = rankParticipants(
      [...rows.map((r, i) => (i === who ? { ...changed, tradeCount: 1 } : r)), twin],
      opts,
    );
    expect(ranksById(after)).toEqual(ranksById(before));
    if (!target.displayName.trim() || target.displayName.includes('test')) return;
    expect(byId(after, target.userId).prizeRank).toBe(byId(after, twin.userId).prizeRank);
    for (const r of after) {
      const was = byId(before, r.userId);
      expectSameReturn(r.returnFraction, was.returnFraction);
      if (profit || r.userId !== target.userId) expect(r.profitCents).toBe(was.profitCents);
    }
  };

  it('ranks the visible players 1..n exactly once and nobody hidden', () => {
    fc.assert(
      fc.property(field, (rows) => {
        const ranked = rankParticipants(rows, opts);
        const visible = ranked.filter((r) => !r.hidden);
        expect(visible.map((r) => r.rank)).toEqual(visible.map((_, i) => i + 1));
        expect(ranked.filter((r) => r.hidden).every((r) => r.rank === null && r.prizeRank === null)).toBe(true);
        expect(ranked).toHaveLength(rows.length);
      }),
    );
  });

  it('gives every player the same standing whatever order the rows come in', () => {
    fc.assert(
      fc.property(
        field.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length }))),
        ([rows, shuffled]) => {
          const before = rankParticipants(rows, opts);
          const after = rankParticipants(shuffled, opts);
          // Hidden rows come last in the order given; everything else is the same.
          const visibleIds = (rs: typeof before) => rs.filter((r) => !r.hidden).map((r) => r.userId);
          expect(visibleIds(after)).toEqual(visibleIds(before));
          for (const r of after) expect(r).toEqual(byId(before, r.userId));
        },
      ),
    );
  });

  it('a deposit or withdrawal alone (its amount added to the value at that instant, with valueBeforeCents = the value just before) never changes anyone’s return, profit or rank', () => {
    // At any instant t of the season: before, between, at the same instant as the player's other flows, or at `at`.
    // "Alone": nothing else changes — the player's history up to t is whatever was generated, the money sits in the
    // portfolio from t on (the value at t and every later value carry the amount) and the holdings' value does not
    // move after t (a move after t would act on a portfolio that holds the deposit: a different history, not the
    // deposit alone — see the next property for deposited money that is invested).
    fc.assert(
      fc.property(field, fc.nat(), instant, fc.integer(), (rows, pick, t, amount) => {
        fc.pre(rows.length > 0);
        const who = pick % rows.length;
        const original = rows[who]!;
        const tMs = t.getTime();
        const upToT = original.flows.filter((f) => f.at.getTime() <= tMs);
        const afterT = original.flows.filter((f) => f.at.getTime() > tMs);
        // The value just before t: where the generated history had got to by the next observation after t.
        const valueAtT = afterT[0]?.valueBeforeCents ?? original.valueCents;
        // From t on, only flows move the value.
        let running = valueAtT;
        let lowest = running;
        const flatAfterT = afterT.map((f): CashFlow => {
          const amountCents = Math.max(f.amountCents, -running);
          const flat = { ...f, valueBeforeCents: running, amountCents };
          running += amountCents;
          lowest = Math.min(lowest, running);
          return flat;
        });
        const base = { ...original, flows: [...upToT, ...flatAfterT], valueCents: running };
        // A withdrawal takes at most what the portfolio holds then and later.
        const moved = -lowest + (Math.abs(amount) % (lowest + 50_000_001));
        fc.pre(moved !== 0);
        const changed = {
          ...base,
          flows: [
            ...upToT,
            { amountCents: moved, at: t, valueBeforeCents: valueAtT },
            ...flatAfterT.map((f) => ({ ...f, valueBeforeCents: f.valueBeforeCents + moved })),
          ],
          valueCents: base.valueCents + moved,
        };
        expectSameStandings(
          rows.map((r, i) => (i === who ? base : r)),
          who,
          changed,
        );
      }),
    );
  });

  it('money deposited at any instant and invested like the rest of the portfolio changes no return and no rank', () => {
    // The deposit is m times the value at t, so from t on every value and every later flow is (m + 1) times what it
    // was.
    // Its profit grows by what the deposited money earned, which is profit; the return does not move.
    fc.assert(
      fc.property(
        field,
        fc.nat(),
        instant,
        fc.integer({ min: 1, max: 30_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        (rows, pick, t, valueAtT, m) => {
          fc.pre(rows.length > 0);
          const who = pick % rows.length;
          const original = rows[who]!;
          const tMs = t.getTime();
          const upToT = original.flows.filter((f) => f.at.getTime() <= tMs);
          const afterT = original.flows.filter((f) => f.at.getTime() > tMs);
          const last = upToT[upToT.length - 1];
          // The sub-period around t must have started with money in it (one that starts empty cannot grow).
          fc.pre((last ? last.valueBeforeCents + last.amountCents : original.startingCashCents) > 0);
          const s = m + 1;
          const changed = {
            ...original,
            flows: [
              ...upToT,
              { amountCents: m * valueAtT, at: t, valueBeforeCents: valueAtT },
              ...afterT.map((f) => ({
                ...f,
                amountCents: f.amountCents * s,
                valueBeforeCents: f.valueBeforeCents * s,
              })),
            ],
            valueCents: original.valueCents * s,
          };
          expectSameStandings(rows, who, changed, false);
        },
      ),
    );
  });

  it('scaling every amount by the same factor changes no rank and no return', () => {
    fc.assert(
      fc.property(field, fc.integer({ min: 2, max: 1_000 }), (rows, k) => {
        const scaled = rows.map((r) => ({
          ...r,
          startingCashCents: r.startingCashCents * k,
          valueCents: r.valueCents * k,
          flows: r.flows.map((f) => ({
            ...f,
            amountCents: f.amountCents * k,
            valueBeforeCents: f.valueBeforeCents * k,
          })),
        }));
        const before = rankParticipants(rows, opts);
        const after = rankParticipants(scaled, opts);
        expect(ranksById(after)).toEqual(ranksById(before));
        for (const r of after) expectSameReturn(r.returnFraction, byId(before, r.userId).returnFraction);
      }),
    );
  });
});

describe('rankParticipantsInSteps: the same ranking in steps', () => {
  /** Runs the steps to the end; returns the result and how many pauses it made. */
  const finish = <T>(steps: Generator<void, T>) => {
    let pauses = 0;
    for (;;) {
      const next = steps.next();
      if (next.done) return { value: next.value, pauses };
      pauses++;
    }
  };
  // Few distinct values, join instants and names: many exact ties on return (some only equal as fractions, e.g.
  // 2 × and 4 × the starting cash), on joinedAt and hidden rows, so every tie-break and prize-rank tie is exercised.
  const tiedRow = fc.record({
    valueCents: fc.constantFrom(0, 5_000_000, 10_000_000, 11_000_000, 20_000_000, 40_000_000),
    startingCashCents: fc.constantFrom(10_000_000, 20_000_000),
    deposit: fc.option(fc.constantFrom(1_000_000, -2_000_000, 10_000_000), { nil: undefined }),
    tradeCount: fc.integer({ min: 0, max: 2 }),
    canWin: fc.boolean(),
    joinedAtMs: fc.constantFrom(0, 1_000, 2_000),
    displayName: fc.constantFrom('alice', 'bob', 'carol', 'demo', ''),
  });
  type TiedRow = typeof tiedRow extends fc.Arbitrary<infer R> ? R : never;
  const tiedResult = (r: TiedRow, userId: number): ParticipantResult =>
    buildResult({
      userId,
      displayName: r.displayName,
      startingCashCents: r.startingCashCents,
      valueCents: r.valueCents,
      flows: r.deposit === undefined ? [] : [flowAt(halfway, r.deposit, r.startingCashCents)],
      tradeCount: r.tradeCount,
      canWin: r.canWin,
      joinedAt: new Date(seasonStart.getTime() + r.joinedAtMs),
    });
  const tiedField = fc.array(tiedRow, { maxLength: 80 }).chain((rs) =>
    fc.shuffledSubarray(
      rs.map((r, i) => tiedResult(r, i + 1)),
      { minLength: rs.length },
    ),
  );

  it('gives exactly the rows of rankParticipants on random fields with ties, whatever the step', () => {
    fc.assert(
      fc.property(tiedField, fc.integer({ min: 1, max: 12 }), (rows, step) => {
        const { value, pauses } = finish(rankParticipantsInSteps(rows, opts, step));
        expect(value).toEqual(rankParticipants(rows, opts));
        if (rows.length > step) expect(pauses).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('ranks a large field with ties in steps as in one go', () => {
    const rows = fc.sample(tiedRow, { numRuns: 5_000, seed: 11 }).map((r, i) => tiedResult(r, 5_000 - i));
    const { value, pauses } = finish(rankParticipantsInSteps(rows, opts, 250));
    expect(value).toEqual(rankParticipants(rows, opts));
    expect(pauses).toBeGreaterThan(5_000 / 250);
  });
});

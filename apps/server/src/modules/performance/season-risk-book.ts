import { addToDailyRisk, type DailyRisk, emptyDailyRisk, newYorkDateOf } from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { readTransferFlows, type TransferFlow } from '../standings/index.ts';
import { snapshotObservation, withTransfers } from './read-performance-history.ts';

/** A player's history as the ranking modes need it: its daily risk so far and the money moved in by now. */
export interface PlayerRisk {
  risk: DailyRisk;
  netDepositsCents: number;
  /** The instant of the last snapshot taken in (−∞: none). */
  lastSnapshotAt: number;
  /** Has bank transfers this season: a new snapshot is taken in by re-reading the player (the flows go between). */
  hasFlows: boolean;
}

/** Players read per query round (each query lists them: under every database's bound-parameter limit). */
const CHUNK = 2_000;
/** Calls scoring at most this many players read them from the database (a trade re-scores one). */
const DIRECT_AT_MOST = 50;
/** A book is brought up to date with the snapshots and transfers of other instances at least this often. */
const REFRESH_MS = 60_000;

/**
 * The daily risk of `userIds` in one competition season, read from their recorded history (snapshots, then their
 * bank transfers as observations of their own: withTransfers) up to `now`: three queries.
 */
export async function readPlayerRisks(
  handle: DbHandle,
  context: PortfolioContext,
  userIds: number[],
  now: number,
): Promise<Map<number, PlayerRisk>> {
  const db = handle.db;
  const out = new Map<number, PlayerRisk>();
  if (userIds.length === 0) return out;
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'user_id', 'net_deposits_cents'])
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .where('user_id', 'in', userIds)
    .execute();
  const rows =
    portfolios.length === 0
      ? []
      : await db
          .selectFrom('portfolio_value_snapshots')
          .select([
            'portfolio_id',
            'taken_at',
            'value_cents',
            'net_deposits_cents',
            'benchmark_cents',
            'beta',
            'invested_weight',
          ])
          .where(
            'portfolio_id',
            'in',
            portfolios.map((p) => Number(p.id)),
          )
          .where('benchmark_cents', 'is not', null)
          .where('taken_at', '<', now)
          .orderBy('portfolio_id')
          .orderBy('taken_at')
          .execute();
  const historyOf = new Map<number, ReturnType<typeof snapshotObservation>[]>();
  for (const r of rows) {
    const list = historyOf.get(Number(r.portfolio_id)) ?? [];
    list.push(snapshotObservation(r));
    historyOf.set(Number(r.portfolio_id), list);
  }
  const flowsOf = await readTransferFlows(db, userIds, context);
  const days = dayNamer();
  for (const p of portfolios) {
    const userId = Number(p.user_id);
    const snapshots = historyOf.get(Number(p.id)) ?? [];
    const flows = flowsOf.get(userId) ?? [];
    out.set(userId, {
      risk: riskOf(snapshots, flows, now, days),
      netDepositsCents: Number(p.net_deposits_cents),
      lastSnapshotAt: snapshots[snapshots.length - 1]?.t ?? Number.NEGATIVE_INFINITY,
      hasFlows: flows.length > 0,
    });
  }
  return out;
}

function riskOf(
  snapshots: ReturnType<typeof snapshotObservation>[],
  flows: TransferFlow[],
  now: number,
  dayOf: (t: number) => string,
): DailyRisk {
  const risk = emptyDailyRisk();
  if (flows.length > 0) {
    for (const o of withTransfers(snapshots, flows, now)) addToDailyRisk(risk, o);
  } else {
    for (const s of snapshots) addToDailyRisk(risk, { ...s, day: dayOf(s.t) });
  }
  return risk;
}

/** newYorkDateOf by instant, remembered: the snapshots of every portfolio share their 15-minute instants. */
function dayNamer(): (t: number) => string {
  const known = new Map<number, string>();
  return (t) => {
    let day = known.get(t);
    if (day === undefined) {
      day = newYorkDateOf(new Date(t));
      known.set(t, day);
    }
    return day;
  };
}

interface Book {
  players: Map<number, PlayerRisk>;
  /** The newest snapshot instant taken in, and the newest transfer row id. */
  snapshotsThrough: number;
  /** How many of the season's snapshots were read at `snapshotsThrough`: the same count there and none later, no read. */
  readAtThrough: number;
  flowsThroughId: number;
  refreshedAt: number;
  stale: boolean;
  loading: Promise<void> | null;
}

/** Per database, per competition season: every player's daily risk, kept up to date (ADR 023). */
const books = new WeakMap<DbHandle, Map<string, Book>>();
/** Databases about to close (the app is shutting down): a book being read whole stops at its next chunk. */
const stopped = new WeakSet<DbHandle>();
const keyOf = (c: PortfolioContext) => `${c.competitionId}:${c.season}`;

/**
 * The daily risk of players of a competition season, so that a ranking of 100,000 players by a risk-adjusted score
 * does not re-read their histories: a few players (a trade re-scores one) are read from the database, and their
 * entries in the season's book replaced; more are answered from the book, which is read whole once (in chunks; at
 * start by warmSeasonRiskBook) and then brought up to date — with the snapshots recorded since (taken in one
 * observation each, O(1) per player) and the players with new transfers (re-read) — when snapshots of the season were
 * recorded (by any instance: markSeasonRiskStale) and at least every REFRESH_MS.
 * While the book is being read or refreshed, a call waits for it at most `waitAtMostMs` (by default until it is done),
 * then answers from the book as it is: the players read so far, with their history up to the last refresh.
 */
export async function playerRisks(
  handle: DbHandle,
  context: PortfolioContext,
  userIds: ArrayLike<number>,
  now: number,
  waitAtMostMs = Number.POSITIVE_INFINITY,
): Promise<ReadonlyMap<number, PlayerRisk>> {
  if (userIds.length <= DIRECT_AT_MOST) {
    const book = books.get(handle)?.get(keyOf(context));
    const read = await readPlayerRisks(handle, context, Array.from(userIds), now);
    if (book && !book.loading) for (const [userId, risk] of read) book.players.set(userId, risk);
    return read;
  }
  const current = bookOf(handle, context, now);
  if (current.loading && !(await settlesWithin(current.loading, waitAtMostMs))) return current.players;
  const missing: number[] = [];
  for (let i = 0; i < userIds.length; i++) if (!current.players.has(userIds[i]!)) missing.push(userIds[i]!);
  // Players who joined since the book was read (or have no portfolio: they stay out of the answer).
  for (let i = 0; i < missing.length; i += CHUNK) {
    for (const [userId, risk] of await readPlayerRisks(handle, context, missing.slice(i, i + CHUNK), now))
      current.players.set(userId, risk);
  }
  // The book itself (every player of the season): no copy of 100,000 entries per call.
  return current.players;
}

/** Reads a season's book whole (at server start, so that no ranking waits for it); resolves when it is read. */
export async function warmSeasonRiskBook(handle: DbHandle, context: PortfolioContext, now: number): Promise<void> {
  await bookOf(handle, context, now).loading;
}

/** The season's book, its refresh started when due. */
function bookOf(handle: DbHandle, context: PortfolioContext, now: number): Book {
  const seasons = books.get(handle) ?? new Map<string, Book>();
  books.set(handle, seasons);
  const current = seasons.get(keyOf(context)) ?? {
    players: new Map(),
    snapshotsThrough: Number.NEGATIVE_INFINITY,
    readAtThrough: 0,
    flowsThroughId: 0,
    refreshedAt: Number.NEGATIVE_INFINITY,
    stale: true,
    loading: null,
  };
  seasons.set(keyOf(context), current);
  if (current.stale || now - current.refreshedAt >= REFRESH_MS) {
    current.loading ??= refresh(handle, context, current, now).finally(() => {
      current.loading = null;
    });
  }
  return current;
}

/** True once `work` is done (throwing its error), false after `ms` if it still runs; 0 ms does not wait at all. */
async function settlesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  if (ms === Number.POSITIVE_INFINITY) return work.then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Snapshots of a competition season were just recorded (by any instance): its book takes them in on its next use. */
export function markSeasonRiskStale(handle: DbHandle, context: PortfolioContext): void {
  const book = books.get(handle)?.get(keyOf(context));
  if (book) book.stale = true;
}

async function refresh(handle: DbHandle, context: PortfolioContext, book: Book, now: number): Promise<void> {
  book.stale = false;
  book.refreshedAt = now;
  const db = handle.db;
  const flows = await db
    .selectFrom('bank_transactions')
    .select(['id', 'user_id'])
    .where('id', '>', book.flowsThroughId)
    .where('type', '=', 'transfer')
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .execute();
  if (book.snapshotsThrough === Number.NEGATIVE_INFINITY) {
    // Stopped before it was read: left unread (and stale) for anyone still asking.
    if (!(await readWhole(handle, context, book, now))) return;
  } else {
    const moved = new Set(flows.map((f) => Number(f.user_id)));
    const since = db
      .selectFrom('portfolio_value_snapshots as s')
      .innerJoin('portfolios as p', 'p.id', 's.portfolio_id')
      .where('p.competition_id', '=', context.competitionId)
      .where('p.season', '=', context.season)
      .where('s.benchmark_cents', 'is not', null)
      // A bucket is written in pages: its instant is read again, and what was taken in is skipped.
      .where('s.taken_at', '>=', book.snapshotsThrough)
      .where('s.taken_at', '<', now);
    // The book is current when the season has no snapshot after its last instant and no more at it than were read:
    // a count instead of reading the last instant's rows again (one per player).
    const counted = await since.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows =
      Number(counted?.n ?? 0) === book.readAtThrough
        ? []
        : await since
            .select(['p.user_id', 's.taken_at', 's.value_cents', 's.net_deposits_cents'])
            .orderBy('s.taken_at')
            .execute();
    const dayOf = dayNamer();
    // The rows at the last instant are counted again from the start.
    if (rows.length > 0) book.readAtThrough = 0;
    for (const r of rows) {
      const userId = Number(r.user_id);
      const t = Number(r.taken_at);
      if (t > book.snapshotsThrough) book.readAtThrough = 0;
      book.snapshotsThrough = Math.max(book.snapshotsThrough, t);
      if (t === book.snapshotsThrough) book.readAtThrough++;
      const known = book.players.get(userId);
      if (!known) continue;
      if (known.hasFlows) moved.add(userId);
      if (moved.has(userId) || t <= known.lastSnapshotAt) continue;
      addToDailyRisk(known.risk, {
        day: dayOf(t),
        valueCents: Number(r.value_cents),
        netDepositsCents: Number(r.net_deposits_cents),
      });
      known.lastSnapshotAt = t;
    }
    const ids = [...moved];
    for (let i = 0; i < ids.length; i += CHUNK) {
      for (const [userId, risk] of await readPlayerRisks(handle, context, ids.slice(i, i + CHUNK), now))
        book.players.set(userId, risk);
    }
  }
  for (const f of flows) book.flowsThroughId = Math.max(book.flowsThroughId, Number(f.id));
}

/** Stops reading books whole on this database (before it closes); a book stopped is read again on its next use. */
export function stopSeasonRiskBooks(handle: DbHandle): void {
  stopped.add(handle);
}

/**
 * Every player of the season, set-based: its portfolios, its transfers, then its snapshots in pages of CHUNK portfolios
 * by portfolio id (a join on the season, no list of players bound); each snapshot is taken into its player's risk as
 * it is read (the players with transfers collect theirs first: the flows go between). False when stopped before the
 * end (stopSeasonRiskBooks).
 */
async function readWhole(handle: DbHandle, context: PortfolioContext, book: Book, now: number): Promise<boolean> {
  const db = handle.db;
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'user_id', 'net_deposits_cents'])
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .orderBy('id')
    .execute();
  const flowsOf = await readTransferFlows(db, null, context);
  const dayOf = dayNamer();
  for (let i = 0; i < portfolios.length; i += CHUNK) {
    if (stopped.has(handle)) {
      book.players.clear();
      book.snapshotsThrough = Number.NEGATIVE_INFINITY;
      book.readAtThrough = 0;
      book.stale = true;
      return false;
    }
    const page = portfolios.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom('portfolio_value_snapshots as s')
      .innerJoin('portfolios as p', 'p.id', 's.portfolio_id')
      .select([
        's.portfolio_id',
        's.taken_at',
        's.value_cents',
        's.net_deposits_cents',
        's.benchmark_cents',
        's.beta',
        's.invested_weight',
      ])
      .where('p.competition_id', '=', context.competitionId)
      .where('p.season', '=', context.season)
      .where('p.id', '>=', page[0]!.id)
      .where('p.id', '<=', page[page.length - 1]!.id)
      .where('s.benchmark_cents', 'is not', null)
      .where('s.taken_at', '<', now)
      .orderBy('s.portfolio_id')
      .orderBy('s.taken_at')
      .execute();
    let next = 0;
    for (const p of page) {
      const userId = Number(p.user_id);
      const flows = flowsOf.get(userId) ?? [];
      const risk = emptyDailyRisk();
      const withFlows: ReturnType<typeof snapshotObservation>[] = [];
      let lastSnapshotAt = Number.NEGATIVE_INFINITY;
      for (; next < rows.length && Number(rows[next]!.portfolio_id) === Number(p.id); next++) {
        const r = rows[next]!;
        lastSnapshotAt = Number(r.taken_at);
        if (flows.length > 0) withFlows.push(snapshotObservation(r));
        else
          addToDailyRisk(risk, {
            day: dayOf(lastSnapshotAt),
            valueCents: Number(r.value_cents),
            netDepositsCents: Number(r.net_deposits_cents),
          });
      }
      book.players.set(userId, {
        risk: flows.length > 0 ? riskOf(withFlows, flows, now, dayOf) : risk,
        netDepositsCents: Number(p.net_deposits_cents),
        lastSnapshotAt,
        hasFlows: flows.length > 0,
      });
      if (lastSnapshotAt > book.snapshotsThrough) {
        book.snapshotsThrough = lastSnapshotAt;
        book.readAtThrough = 0;
      }
      if (Number.isFinite(lastSnapshotAt) && lastSnapshotAt === book.snapshotsThrough) book.readAtThrough++;
    }
  }
  // No snapshot yet: the next refresh reads them from the start of the season's history.
  if (book.snapshotsThrough === Number.NEGATIVE_INFINITY) book.snapshotsThrough = 0;
  return true;
}

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PubSub } from '../../ports/pubsub.ts';
import type { SessionUser } from './session-user.ts';

/** Where instances tell each other to forget cached sessions (docs/decisions/009-hot-path-caches.md: pub/sub carries cache invalidation). */
export const SESSION_INVALIDATIONS_CHANNEL = 'session-invalidations';

/** A session as read from the database: its user and its expiry. */
export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

const InvalidationSchema = z.union([
  z.object({ origin: z.string(), idHash: z.string() }),
  z.object({ origin: z.string(), userId: z.number() }),
]);

export interface SessionCache {
  /** The cached session, or undefined when it was never read, was forgotten, or is older than the TTL. */
  get(idHash: string): CachedSession | undefined;
  /** Call before reading a session from the database; pass the answer to `put`. */
  version(): number;
  /** Keeps a session read from the database, unless anything was forgotten since `version()` (the read may be stale). */
  put(idHash: string, session: CachedSession, version: number): void;
  /** After a session was deleted (committed): forget it here at once and on every other instance. */
  forgetSession(idHash: string): Promise<void>;
  /** After a user's sessions were deleted or the user row changed (committed): forget them everywhere. */
  forgetUser(userId: number): Promise<void>;
  /** Starts listening for other instances' invalidations; returns the way to stop. */
  listen(): Promise<() => Promise<void>>;
}

/**
 * A short-lived in-process cache of resolved sessions, so a signed-in request does not read the database to know
 * who is asking. Revocation stays immediate: every change that ends a session or alters its user (sign-out,
 * sign-in replacing a session, password reset, account deletion, profile and time-zone edits, XP from achievements)
 * calls `forgetSession`/`forgetUser` after its commit, which drops the entry here synchronously and publishes the
 * invalidation through the PubSub port (Redis across instances). A read racing with an invalidation is never cached
 * (`version`). The TTL only bounds what a lost pub/sub message or a writer that forgot to invalidate could leave
 * behind; sliding expiry and the expiry check keep working on the cached expiry.
 */
export function createSessionCache(opts: {
  pubsub: PubSub;
  ttlMs?: number;
  maxEntries?: number;
  /** Monotonic milliseconds for the TTL (tests pass their own). */
  monotonicNow?: () => number;
}): SessionCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 20_000;
  const monotonicNow = opts.monotonicNow ?? (() => performance.now());
  const origin = randomUUID();
  const entries = new Map<string, { session: CachedSession; cachedAt: number }>();
  const byUser = new Map<number, Set<string>>();
  let generation = 0;

  function drop(idHash: string): void {
    const entry = entries.get(idHash);
    if (!entry) return;
    entries.delete(idHash);
    const ids = byUser.get(entry.session.user.id);
    ids?.delete(idHash);
    if (ids?.size === 0) byUser.delete(entry.session.user.id);
  }

  function apply(message: { idHash: string } | { userId: number }): void {
    generation++;
    if ('idHash' in message) drop(message.idHash);
    else for (const idHash of [...(byUser.get(message.userId) ?? [])]) drop(idHash);
  }

  async function forget(message: { idHash: string } | { userId: number }): Promise<void> {
    apply(message);
    // The change is committed and forgotten here; if pub/sub is down, other instances drop the entry within the TTL.
    await opts.pubsub.publish(SESSION_INVALIDATIONS_CHANNEL, { origin, ...message }).catch(() => undefined);
  }

  return {
    get(idHash) {
      const entry = entries.get(idHash);
      if (!entry) return undefined;
      if (monotonicNow() - entry.cachedAt >= ttlMs) {
        drop(idHash);
        return undefined;
      }
      return entry.session;
    },
    version: () => generation,
    put(idHash, session, version) {
      if (version !== generation) return;
      drop(idHash);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(idHash, { session, cachedAt: monotonicNow() });
      const ids = byUser.get(session.user.id);
      if (ids) ids.add(idHash);
      else byUser.set(session.user.id, new Set([idHash]));
    },
    forgetSession: (idHash) => forget({ idHash }),
    forgetUser: (userId) => forget({ userId }),
    listen() {
      return opts.pubsub.subscribe(SESSION_INVALIDATIONS_CHANNEL, (raw) => {
        const parsed = InvalidationSchema.safeParse(raw);
        if (parsed.success && parsed.data.origin === origin) return;
        if (parsed.success) return apply(parsed.data);
        // A message we cannot read may still have meant a revocation: forget everything rather than risk it.
        generation++;
        entries.clear();
        byUser.clear();
      });
    },
  };
}

import { PassThrough } from 'node:stream';
import {
  USER_EVENTS_HEARTBEAT_MS,
  USER_EVENTS_MAX_STREAMS_PER_USER,
  USER_EVENTS_PATH,
  USER_EVENTS_RETRY_MS,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appMetrics } from '../../adapters/metrics/app-metrics.ts';
import { AppError } from '../../app-error.ts';
import { requestCookie } from '../../plugins/request-cookie.ts';
import { requireUser } from '../../plugins/session.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { followUserEvents } from './follow-user-events.ts';
import { createUserEventStreams } from './user-event-streams.ts';

export interface UserEventsRoutesOptions {
  /** Heartbeat period (tests shorten it). */
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
}

/** Text waiting for a client that stopped reading; past it the stream is cut (it reconnects when it reads again). */
const MAX_UNSENT_BYTES = 64 * 1024;

const DESCRIPTION =
  'Server-Sent Events of the signed-in user: `retry:` and a `ready` event first, then a ' +
  '`portfolio_changed` event (data: the PortfolioChangedMessage as JSON) whenever one of their portfolios changes, ' +
  `on any server instance, and a \`: heartbeat\` comment every ${USER_EVENTS_HEARTBEAT_MS / 1000} s. The stream ends ` +
  'when the session does (checked before each event and heartbeat) and when the server restarts; the browser ' +
  `reconnects after ${USER_EVENTS_RETRY_MS / 1000} s. At most ${USER_EVENTS_MAX_STREAMS_PER_USER} streams per user and ` +
  'instance: one more is refused with 429 USER_EVENTS_TOO_MANY_STREAMS.';

/** GET /api/user/events: transport only; followUserEvents holds the logic, the registry the caps and shutdown. */
export async function userEventsRoutes(app: FastifyInstance, options: UserEventsRoutesOptions): Promise<void> {
  const { pubsub, clock, sessionCache } = app.deps;
  const db = app.deps.db.db;
  const heartbeatMs = options.heartbeatMs ?? USER_EVENTS_HEARTBEAT_MS;
  const maxPerUser = options.maxStreamsPerUser ?? USER_EVENTS_MAX_STREAMS_PER_USER;
  const streams = createUserEventStreams({ maxPerUser });
  // Shutting down: every stream ends now (its browser reconnects elsewhere), so the server's drain does not wait on it.
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });

  app.get(
    USER_EVENTS_PATH,
    {
      config: {
        doc: {
          operationId: 'streamUserEvents',
          summary: 'Live events of the signed-in user (text/event-stream)',
          auth: 'session',
          errors: ['USER_EVENTS_TOO_MANY_STREAMS'],
          description: DESCRIPTION,
        },
      },
      schema: {
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const token = requestCookie(request, SESSION_COOKIE) ?? '';
      const body = new PassThrough();
      const stream = { end: () => body.end() };
      if (!streams.admit(user.id, stream)) {
        throw new AppError(
          'USER_EVENTS_TOO_MANY_STREAMS',
          `Too many open event streams: at most ${maxPerUser} per account; close another tab or window`,
        );
      }
      appMetrics.userEventStreams.inc();
      let follower: Awaited<ReturnType<typeof followUserEvents>> | undefined;
      let closed = false;
      const release = () => {
        if (closed) return;
        closed = true;
        streams.release(user.id, stream);
        appMetrics.userEventStreams.dec();
        void follower?.stop();
      };
      // The response closes when the stream ended (sign-out, shutdown) or the client went away, even mid-subscribe.
      reply.raw.once('close', release);
      try {
        follower = await followUserEvents(
          {
            pubsub,
            heartbeatMs,
            isSignedIn: async () =>
              (await resolveSession({ db, sessionCache }, token, clock.now()))?.user.id === user.id,
            onError: (err) => request.log.warn({ err }, 'user events: a message failed'),
          },
          {
            userId: user.id,
            write: (text) => {
              if (body.writableLength + body.readableLength + reply.raw.writableLength > MAX_UNSENT_BYTES) {
                body.destroy();
              } else body.write(text);
            },
            end: () => body.end(),
          },
        );
      } catch (err) {
        release();
        throw err;
      }
      if (closed) await follower.stop();
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
}

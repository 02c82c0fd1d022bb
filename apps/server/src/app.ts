import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { STREAM_MAX_MESSAGE_BYTES } from '@tradearena/contracts';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { JobLog } from './jobs/schedule-recurring-job.ts';
import { logShutdownStep } from './log-shutdown-step.ts';
import { apiDocsRoutes } from './modules/api-docs/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bankRoutes } from './modules/bank/index.ts';
import { classroomRoutes, start as startClassroom } from './modules/classroom/index.ts';
import { competitionRoutes, start as startCompetitions } from './modules/competitions/index.ts';
import { startCorporateActions } from './modules/corporate-actions/index.ts';
import { districtInquiryRoutes } from './modules/district-inquiry/index.ts';
import { educationRoutes } from './modules/education/index.ts';
import { classJournalRoutes, educatorRoutes, start as startEducator } from './modules/educator/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { leagueRoutes, start as startLeagues } from './modules/leagues/index.ts';
import { marketRoutes } from './modules/market/index.ts';
import {
  createOrderDesk,
  type OrderDesk,
  orderRoutes,
  start as startOrders,
  tradeJournalRoutes,
  tradeRoutes,
} from './modules/orders/index.ts';
import { billingRoutes, paymentRoutes, start as startPayments } from './modules/payments/index.ts';
import {
  performanceRoutes,
  scorePlayers,
  start as startPerformance,
  valuationScorer,
} from './modules/performance/index.ts';
import { portfolioRoutes, start as startPortfolio } from './modules/portfolio/index.ts';
import { replayRoutes } from './modules/replay/index.ts';
import type { PlayerScorer } from './modules/standings/index.ts';
import { type StreamRoutesOptions, streamRoutes } from './modules/stream/index.ts';
import { leaderboardRoutes, start as startTrading } from './modules/trading/index.ts';
import { userRoutes } from './modules/user/index.ts';
import { type UserEventsRoutesOptions, userEventsRoutes } from './modules/user-events/index.ts';
import { watchlistRoutes } from './modules/watchlist/index.ts';
import { answerClientError, frameworkErrorAnswerer, registerErrorHandler } from './plugins/error-handler.ts';
import { lazyChildLogger } from './plugins/lazy-request-logger.ts';
import { managedAccountRefusal } from './plugins/managed-account-gate.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { responseSerializerCompiler, serializerMode } from './plugins/response-serializer.ts';
import { apiSecurityHeaders, registerAnswerHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

/** RFC 6455 §7.4.1: the endpoint is going away (server shutdown). */
const GOING_AWAY = 1001;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    deps: AppDeps;
    /** The order routes' shared portfolio cache and transaction runner. */
    orders: OrderDesk;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  deps: AppDeps;
  /** Folder of the built web app to serve (production); null serves the API only. */
  webDist?: string | null;
  logger?: boolean | object;
  /** Live stream timings (tests shorten the heartbeat). */
  stream?: StreamRoutesOptions;
  /** The user event stream's timings and cap (tests shorten the heartbeat). */
  userEvents?: UserEventsRoutesOptions;
  /** Told of every route as it is registered (tests list the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Runs the recurring jobs, each started by its context's start(), logging to it (server.ts); tests leave it out. */
  jobLog?: JobLog;
}

/**
 * Builds the whole HTTP app. Plugin order is explicit: cookies → session/identity → error handler → headers →
 * routes → static web + not-found. Used by server.ts and by every HTTP test (`app.inject`).
 */
export async function buildApp({
  config,
  deps,
  webDist = null,
  logger,
  stream = {},
  userEvents = {},
  onRoute,
  jobLog,
}: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: frameworkErrorAnswerer(apiSecurityHeaders(config.publicUrl.startsWith('https://'))),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(serializerMode(config)));
  app.decorate('config', config);
  app.decorate('deps', deps);
  app.decorate('orders', createOrderDesk(deps.db));
  if (onRoute) app.addHook('onRoute', onRoute);
  // onClose hooks run in the reverse order of their registration: registered first, the shared connections close
  // last, after every context has stopped what it runs (standings loads, subscriptions), so none of it queries a
  // closed database.
  app.addHook('onClose', async () => {
    await logShutdownStep(app.log, 'pub/sub', () => deps.pubsub.close());
    await logShutdownStep(app.log, 'rate limiter', () => deps.rateLimiter.close());
    await logShutdownStep(app.log, 'database', () => deps.db.close());
  });
  // Closing (server.ts on SIGTERM): an answer to a request still in flight ends its connection (answer headers).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  // Sets cookies on replies; nothing parses every request's cookies (plugins/request-cookie.ts reads the one asked for).
  await app.register(fastifyCookie, { hook: false });
  registerErrorHandler(app);
  registerAnswerHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    // As createPaymentsFromConfig decides: an empty key (`STRIPE_SECRET_KEY=`) is no Stripe.
    stripe: Boolean(config.STRIPE_SECRET_KEY),
    closing: () => closing,
  });
  registerSession(app, {
    db: deps.db.db,
    clock: deps.clock,
    sessionCache: deps.sessionCache,
    secureCookies: config.publicUrl.startsWith('https://'),
    allowedOrigins: [new URL(config.publicUrl).origin],
    originExemptPrefixes: ['/api/webhooks/', '/api/payments/webhook'],
    gate: managedAccountRefusal,
  });

  // Before every route: the OpenAPI document is built from the routes as they register.
  await registerOpenApi(app, { version: config.version, publicUrl: config.publicUrl });
  registerMetrics(app, { db: deps.db, token: config.METRICS_TOKEN });
  await app.register(apiDocsRoutes);
  await app.register(healthRoutes);
  await app.register(marketRoutes);
  // At the root, not scoped to the stream: the plugin takes every upgrade request of the server, and its hooks are
  // what close an upgrade aimed at any other route (scoped, such sockets stayed open and held up shutdown).
  await app.register(fastifyWebsocket, {
    // A client message over the limit closes the connection with 1009 before it is buffered whole.
    options: { maxPayload: STREAM_MAX_MESSAGE_BYTES },
    // A client breaking the WebSocket protocol (bad frame, oversized message, reset) is the client's doing: logged
    // at info without a stack, so nobody can flood the error log; anything else is ours and logged as an error.
    errorHandler: (err, socket, request) => {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
        request.log.info({ code, reason: err.message }, 'stream: client broke the protocol; connection closed');
      } else {
        request.log.error({ err }, 'stream: connection failed');
      }
      socket.terminate();
    },
    // Shutting down: every stream client gets 1001 "going away" and reconnects — through the load balancer, to another
    // instance — while this one drains its HTTP requests (server.ts bounds the wait).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(GOING_AWAY, 'Server restarting: reconnect');
      done();
    },
  });
  await app.register(streamRoutes, {
    tickMs: config.STREAM_TICK_MS,
    maxConnections: config.STREAM_MAX_CONNECTIONS,
    maxConnectionsPerAddress: config.STREAM_MAX_CONNECTIONS_PER_ADDRESS,
    messagesPerSecond: config.STREAM_MESSAGES_PER_SECOND,
    ...stream,
  });
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(userEventsRoutes, userEvents);
  // Each context's start() runs what is not HTTP (subscriptions, in-memory indexes); its routes only answer requests.
  await startPortfolio(app);
  const leaderboard = await startTrading(app);
  await app.register(portfolioRoutes);
  await app.register(tradeRoutes, { onPersonalTrade: (userId) => leaderboard.markChanged([userId]) });
  await app.register(leaderboardRoutes, { leaderboard });
  await startOrders(app, jobLog);
  await app.register(orderRoutes);
  // The ranking modes' scores live in the performance context, above competitions: handed down here (ADR 021).
  const scoreCompetitionPlayers: PlayerScorer = Object.assign(
    (input: Parameters<PlayerScorer>[0]) => scorePlayers(deps, input),
    {
      forValuation: (input: Parameters<NonNullable<PlayerScorer['forValuation']>>[0]) => valuationScorer(deps, input),
    },
  );
  await app.register(competitionRoutes, {
    standings: await startCompetitions(app, jobLog, scoreCompetitionPlayers),
    scorePlayers: scoreCompetitionPlayers,
  });
  await startLeagues(app, jobLog);
  await app.register(leagueRoutes);
  await app.register(bankRoutes);
  await startPayments(app, jobLog);
  await app.register(paymentRoutes);
  await app.register(billingRoutes);
  await app.register(districtInquiryRoutes);
  await startEducator(app, jobLog);
  await app.register(educatorRoutes);
  await startClassroom(app, jobLog);
  await app.register(classroomRoutes);
  await app.register(classJournalRoutes);
  await app.register(tradeJournalRoutes);
  await app.register(educationRoutes);
  await app.register(feedbackRoutes);
  await app.register(watchlistRoutes);
  await startPerformance(app, jobLog);
  await app.register(performanceRoutes);
  // Dividends and splits as the market data announces them (a real provider may announce none).
  if (deps.marketData.corporateActions) await startCorporateActions(app, deps.marketData.corporateActions, jobLog);
  await app.register(replayRoutes);

  await registerStaticWeb(app, webDist);
  return app;
}

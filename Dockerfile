# syntax=docker/dockerfile:1
# TradeArena: one image for every instance (README "Running at scale"). Build: docker build -t tradearena .
# Without a Docker daemon, scripts/verify-docker-stages.sh replays these stages by hand.

# The Node.js base of every stage (Node 20 is what the test suite runs on; e.g. --build-arg NODE_IMAGE=node:22-bookworm-slim).
ARG NODE_IMAGE=node:20-bookworm-slim

# 0. Tool chain and package manifests, shared by the two install stages below.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# Compilers only for a native module without a prebuilt binary for this platform (better-sqlite3).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# 1. What the server needs at run time, and nothing else: the server workspace's production dependencies (the workspace
#    packages' own included). The server runs compiled (no tsx), and the web app's dependencies (React, charts, icons)
#    are bundled into apps/web/dist: both stay out.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=@tradearena/server --no-audit --no-fund

# 2. Build: every dependency (dev included), then the web app (apps/web/dist) and the server compiled to JavaScript
#    (apps/server/dist: the server, its migrations, content and workspace packages in one bundle; scripts/build.mjs).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. Run: production dependencies, the compiled server (run by plain node, as `npm start` does) and the built web app.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Manifests and node_modules (workspace links included) of stage 1.
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The data volume (SQLite when DATABASE_URL is unset, the email outbox without SMTP_URL) belongs to the app's user;
# everything else is root's and read-only to it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, streams closed with 1001, requests in flight finished, within SHUTDOWN_TIMEOUT_MS (10 s).
STOPSIGNAL SIGTERM
# One node process (no npm wrapper), so the signal reaches the server itself. compose.yaml adds `init: true`
# (a tiny init as PID 1 that forwards signals and reaps); `docker run --init` does the same.
# Migrations run at start-up; by hand: `node apps/server/dist/migrate.js` (db-backup.js and db-restore.js alike).
CMD ["node", "apps/server/dist/server.js"]

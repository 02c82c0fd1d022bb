# syntax=docker/dockerfile:1
# TradeArena: one image for every instance (README "Running at scale"). Build: docker build -t tradearena .

# 1. Build: every dependency (dev included), then the web app, then drop the dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Compilers only for a native module without a prebuilt binary for this platform (better-sqlite3, argon2).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# 2. Run: production dependencies, the server's sources (run by tsx, as `npm start` does) and the built web app.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/packages/domain/src ./packages/domain/src
COPY --from=build /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build /app/packages/contracts/src ./packages/contracts/src
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The data volume (SQLite when DATABASE_URL is unset, the email outbox without SMTP_URL) belongs to the app's user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, streams closed with 1001, requests in flight finished, within SHUTDOWN_TIMEOUT_MS (10 s).
STOPSIGNAL SIGTERM
# One node process (no tsx CLI wrapper), so the signal reaches the server itself.
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]

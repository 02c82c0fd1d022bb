#!/usr/bin/env bash
# Replays the Dockerfile's stages by hand, for a machine without a Docker daemon, then starts the result the way the
# image's CMD does (as an unprivileged user, read-only app files, a writable data dir) and checks /api/health, / and a
# /stock-stream WebSocket. Keep the steps in step with the Dockerfile.
#
#   scripts/verify-docker-stages.sh [WORKDIR]        (default /tmp/tradearena-docker; needs root for runuser)
#   DATABASE_URL=postgres://… REDIS_URL=redis://… REDIS_PREFIX=verify: scripts/verify-docker-stages.sh
#
# NPM: the npm of the image's Node (node:20 ships npm 10.8.2), fetched through npx. PORT: where the smoke run listens.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${1:-/tmp/tradearena-docker}"
NPM="${NPM:-npx -y npm@10.8.2}"
PORT="${PORT:-3199}"
CTX="$WORK/context" MAN="$WORK/manifests" DEPS="$WORK/prod-deps" BUILD="$WORK/build" RUN="$WORK/runtime"
rm -rf "$WORK" && mkdir -p "$CTX" "$MAN" "$WORK/data"

echo "== build context: the repository's files (committed and not ignored) minus .dockerignore"
excludes=()
while IFS= read -r line; do
  line="${line%%#*}"; line="$(echo "$line" | xargs)"; [ -z "$line" ] && continue
  case "$line" in '**/'*) excludes+=("--exclude=${line#\*\*/}") ;; *) excludes+=("--exclude=/$line") ;; esac
done < "$ROOT/.dockerignore"
(cd "$ROOT" && git ls-files -co --exclude-standard) > "$WORK/files"
rsync -a --ignore-missing-args --files-from="$WORK/files" "$ROOT/" "$WORK/all/"
rsync -a "${excludes[@]}" "$WORK/all/" "$CTX/"

echo "== stage manifests"
for f in package.json package-lock.json packages/domain/package.json packages/contracts/package.json \
  apps/server/package.json apps/web/package.json; do
  mkdir -p "$MAN/$(dirname "$f")" && cp "$CTX/$f" "$MAN/$f"
done

echo "== stage prod-deps"
cp -a "$MAN" "$DEPS"
(cd "$DEPS" && NODE_ENV= $NPM ci --omit=dev --workspace=@tradearena/server --no-audit --no-fund)

echo "== stage build"
cp -a "$MAN" "$BUILD"
(cd "$BUILD" && NODE_ENV= $NPM ci --no-audit --no-fund && cp -a "$CTX/." . && $NPM run build)

echo "== stage runtime"
cp -a "$DEPS" "$RUN"
cp -a "$BUILD/apps/server/dist" "$RUN/apps/server/dist"
cp -a "$BUILD/apps/web/dist" "$RUN/apps/web/dist"
chown -R root:root "$RUN" && chmod -R go-w "$RUN" && chown nobody:nogroup "$WORK/data"
echo "runtime: $(du -sh "$RUN" | cut -f1), node_modules $(du -sh "$RUN/node_modules" | cut -f1)"

echo "== CMD as nobody on port $PORT ($( [ -n "${DATABASE_URL:-}" ] && echo postgres || echo sqlite ))"
cd "$RUN"
env -i PATH="$PATH" HOME=/nonexistent NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" DATA_DIR="$WORK/data" \
  ${DATABASE_URL:+DATABASE_URL=$DATABASE_URL} ${REDIS_URL:+REDIS_URL=$REDIS_URL} ${REDIS_PREFIX:+REDIS_PREFIX=$REDIS_PREFIX} \
  runuser -u nobody -- node apps/server/dist/server.js > "$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill -TERM $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 60); do curl -sf "http://127.0.0.1:$PORT/api/health/live" > /dev/null && break; sleep 0.5; done
# The image's HEALTHCHECK, verbatim.
PORT="$PORT" runuser -u nobody -- node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
echo "HEALTHCHECK: ok"
echo "/api/health: $(curl -sf "http://127.0.0.1:$PORT/api/health")"
echo "/: $(curl -sf -o /dev/null -w '%{http_code} %{content_type}' "http://127.0.0.1:$PORT/")"
node --input-type=module -e "
import WebSocket from '$RUN/node_modules/ws/wrapper.mjs';
const ws = new WebSocket('ws://127.0.0.1:$PORT/stock-stream');
const seen = new Set();
ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', symbols: ['AAPL'] })));
ws.on('message', (d) => { seen.add(JSON.parse(String(d)).type); if (seen.has('subscribed')) { console.log('/stock-stream:', [...seen].join(', ')); process.exit(0); } });
ws.on('error', (e) => { console.error('/stock-stream:', e.message); process.exit(1); });
setTimeout(() => { console.error('/stock-stream: no subscribed message'); process.exit(1); }, 5000);
"
# SIGTERM to node itself, as Docker's init forwards it (runuser would SIGKILL its child 2 s after forwarding one).
kill -TERM "$(pgrep -P $SERVER)" && wait $SERVER && echo "SIGTERM: shut down, exit code 0" && trap - EXIT
tail -n 2 "$WORK/server.log" | cut -c1-160

#!/usr/bin/env bash
# The Dockerfile's runtime stage built by hand, for machines without a Docker engine
# (decision 030): package.json, production dependencies only (`npm ci --omit=dev`, as the
# deps stage), the built dist/ and assets/ in a scratch folder; the server started there with
# plain node as an unprivileged user (nobody, when run as root) on a fresh data folder,
# probed with the image's own HEALTHCHECK command, the founder signed up through the
# printed code, a signed-in request made, and SIGTERM answered with exit code 0.
#
#   npm run build && bash scripts/check-runtime-stage.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
[[ -f dist/server/main.js && -f dist/web/index.html ]] || { echo "dist/ is incomplete: run npm run build first"; exit 1; }

work=$(mktemp -d /tmp/bc-runtime-stage-XXXXXX)
server_pid=""
cleanup() {
  [[ -n "$server_pid" ]] && kill -KILL "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "==> production dependencies (npm ci --omit=dev) into $work/app"
mkdir -p "$work/app" "$work/data"
cp package.json package-lock.json "$work/app/"
(cd "$work/app" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
cp -r dist "$work/app/dist"
cp -r assets "$work/app/assets"
[[ -f "$work/app/assets/fonts/NotoSans-Regular.ttf" ]] || { echo "FAIL: assets/fonts is missing from the runtime folder"; exit 1; }
for dev in tsx vite esbuild vitest typescript; do
  if [[ -e "$work/app/node_modules/$dev" ]]; then echo "FAIL: devDependency $dev is in the runtime node_modules"; exit 1; fi
done
echo "runtime folder: $(du -sh "$work/app" | cut -f1) (node_modules $(du -sh "$work/app/node_modules" | cut -f1), dist $(du -sh "$work/app/dist" | cut -f1))"

# As the image: the app's files belong to root and are only readable; /data is the app's.
chmod 755 "$work" "$work/app"
as_user=()
if [[ $(id -u) -eq 0 ]]; then
  chown 65534:65534 "$work/data"
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  echo "==> starting as nobody (uid 65534)"
else
  echo "==> not root: starting as $(id -un) (the non-root switch itself is not exercised)"
fi

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$work/server.log"
(cd "$work/app" && exec env -i PATH="$PATH" HOME=/nonexistent \
  NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" \
  PUBLIC_URL="http://127.0.0.1:$port" FOUNDER_EMAIL=founder@runtime.test LOG_LEVEL=warn \
  "${as_user[@]}" node --enable-source-maps dist/server/main.js) >"$log" 2>&1 &
server_pid=$!

# The Dockerfile's HEALTHCHECK command, verbatim but for the port.
healthcheck() {
  PORT="$port" node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}
for _ in $(seq 1 120); do
  healthcheck && break
  kill -0 "$server_pid" 2>/dev/null || { echo "FAIL: the server exited:"; cat "$log"; exit 1; }
  sleep 0.5
done
healthcheck || { echo "FAIL: not healthy within 60 s:"; cat "$log"; exit 1; }
# exec all the way down: $server_pid is node itself.
echo "healthy; the server runs as: $(ps -o user=,comm= -p "$server_pid")"

code=$(grep -oE 'register\?code=[A-HJ-NP-Z2-9]{6}' "$log" | head -n1 | cut -d= -f2)
[[ -n "$code" ]] || { echo "FAIL: no founder registration URL in the log:"; cat "$log"; exit 1; }
BASE="http://127.0.0.1:$port" CODE="$code" node --input-type=module -e "
const base = process.env.BASE;
const signup = await fetch(base + '/api/auth/signup', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Founder', email: 'founder@runtime.test', password: 'runtime founder password', invite_code: process.env.CODE }),
});
if (signup.status !== 201) throw new Error('sign-up answered ' + signup.status + ': ' + (await signup.text()));
const token = (await signup.json()).session.access_token;
const me = await fetch(base + '/api/profiles/me', { headers: { authorization: 'Bearer ' + token } });
if (me.status !== 200) throw new Error('/api/profiles/me answered ' + me.status);
const page = await fetch(base + '/login');
if (page.status !== 200 || !(await page.text()).includes('<div id=\"root\"')) throw new Error('/login did not serve the web app');
console.log('founder signed up; /api/profiles/me 200; /login served the web app');
"
[[ -d "$work/data/pgdata" && -f "$work/data/secrets/secret.key" ]] || { echo "FAIL: nothing written to the data folder"; exit 1; }
echo "data folder written: $(ls "$work/data" | tr '\n' ' ')"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[[ $status -eq 0 ]] || { echo "FAIL: exit code $status after SIGTERM:"; cat "$log"; exit 1; }
if grep -qE '"level":(50|60)' "$log"; then echo "FAIL: errors in the log:"; cat "$log"; exit 1; fi
echo "OK: the runtime stage runs the compiled server on plain node as a non-root user"

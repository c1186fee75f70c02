#!/usr/bin/env bash
# The README's quick start on a fresh clone, as a newcomer runs it: no ../shared beside it, nothing
# built by hand. Clones HEAD of this checkout into a temporary folder, runs `npm install`, then
# `npm start` until /readyz answers 200 and the README's curl line gets an intent, then `npm test`
# (pass test file paths as arguments to run only those; none runs them all).
# Usage: bash scripts/ci/fresh-clone.sh [test files…]   (source scripts/ci/start-services.sh first
# for the PostgreSQL and Redis tests; without it they say they skipped, as on a newcomer's machine).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d /tmp/nlu-fresh-XXXXXX)"
port="${PORT:-3917}"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT

git clone --quiet "$repo" "$work/nlu-engine"
cd "$work/nlu-engine"
[ ! -e ../shared ] || { echo "fresh-clone: $work/shared exists; expected a clone without it" >&2; exit 1; }
echo "fresh-clone: $(pwd) at $(git rev-parse --short HEAD)"

npm install --no-audit --no-fund

PORT="$port" npm start >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 180); do
  if curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/start.log" >&2; echo "fresh-clone: npm start exited" >&2; exit 1; }
  sleep 1
done
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$work/start.log" >&2; echo "fresh-clone: not ready after 180 s" >&2; exit 1; }
answer="$(curl -s -X POST "http://127.0.0.1:$port/v1/nlUnderstander/understand" \
  -H 'Authorization: sample-token-0.2qps' -H 'Content-Type: application/json' \
  -d '{"query":"show me adidas running shoes under $60"}')"
echo "fresh-clone: npm start answered $answer"
case "$answer" in *'"intentId":"product-search"'*) ;; *) echo "fresh-clone: unexpected answer" >&2; exit 1 ;; esac
cleanup
server_pid=""

npm test -- "$@"
echo "fresh-clone: the quick start works on a fresh clone ($work)"

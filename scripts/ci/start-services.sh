#!/usr/bin/env bash
# Starts the real PostgreSQL and Redis servers the storage and rate-limit tests run against,
# installing them from Debian packages when absent. Sourced by .ci/run (which has `set -euo pipefail`),
# so it exports NLU_TEST_PG_URL and NLU_TEST_REDIS_URL into the caller's shell.
# Idempotent: a second run finds both servers up and only re-exports the URLs.
# Local use: `source scripts/ci/start-services.sh` (as root, on Debian).

nlu_services_main() {
  local pg_db=nlu_test pg_user=nlu pg_password=nlu_test_pw redis_port=6379

  local missing=()
  command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "start-services: installing ${missing[*]} from Debian packages"
    # Installing must not start services through invoke-rc.d on a machine without an init system.
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi

  # PostgreSQL: use the first cluster of the installed version, creating one when there is none.
  local version cluster port status
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if ! pg_lsclusters -h | awk -v v="$version" '$1 == v' | grep -q .; then
    pg_createcluster "$version" main >/dev/null
  fi
  read -r _ cluster port status _ < <(pg_lsclusters -h | awk -v v="$version" '$1 == v' | head -n 1)
  if [ "$status" != "online" ]; then
    echo "start-services: starting PostgreSQL $version/$cluster on port $port"
    pg_ctlcluster "$version" "$cluster" start
  fi
  local i
  for i in $(seq 1 50); do
    pg_isready -q -h 127.0.0.1 -p "$port" && break
    sleep 0.2
  done
  pg_isready -q -h 127.0.0.1 -p "$port" || { echo "start-services: PostgreSQL did not come up" >&2; return 1; }

  # A login role with a password and a database it owns; both created only when missing.
  su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" <<SQL >/dev/null
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$pg_user') THEN
    CREATE ROLE $pg_user LOGIN PASSWORD '$pg_password';
  END IF;
END \$\$;
SQL
  if ! su postgres -c "psql -p $port -tAc \"SELECT 1 FROM pg_database WHERE datname = '$pg_db'\"" | grep -q 1; then
    su postgres -c "createdb -p $port -O $pg_user $pg_db"
  fi

  # Redis: loopback only, no persistence (tests only need its atomic counters).
  if ! redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then
    echo "start-services: starting Redis on port $redis_port"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no \
      --logfile /tmp/nlu-redis.log
    for i in $(seq 1 50); do
      redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 && break
      sleep 0.1
    done
    redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 || { echo "start-services: Redis did not come up" >&2; return 1; }
  fi

  export NLU_TEST_PG_URL="postgres://$pg_user:$pg_password@127.0.0.1:$port/$pg_db"
  export NLU_TEST_REDIS_URL="redis://127.0.0.1:$redis_port"
  echo "start-services: NLU_TEST_PG_URL=$NLU_TEST_PG_URL NLU_TEST_REDIS_URL=$NLU_TEST_REDIS_URL"
}

nlu_services_main

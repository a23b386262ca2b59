#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL (and Redis, when installed) on loopback:
#   scripts/with-test-db.sh npm test
# exports TEST_DATABASE_URL and TEST_REDIS_URL for the command, and removes everything after.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/with-test-db.sh <command> [args...]" >&2
  exit 2
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is missing: install it with \"apt-get install -y postgresql\"" >&2
  exit 1
fi

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
}

# initdb and postgres refuse to run as root: as root, run them as the postgres user
as_db_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

work_dir=$(mktemp -d /tmp/agora-db.XXXXXX)
if [ "$(id -u)" -eq 0 ]; then chown postgres "$work_dir"; fi
redis_pid_file="$work_dir/redis.pid"

cleanup() {
  if [ -f "$work_dir/data/postmaster.pid" ]; then
    as_db_owner "$pg_bin/pg_ctl" -D "$work_dir/data" -m fast -w stop >/dev/null || true
  fi
  if [ -f "$redis_pid_file" ]; then
    kill "$(cat "$redis_pid_file")" 2>/dev/null || true
  fi
  rm -rf "$work_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

pg_port=$(free_port)
as_db_owner "$pg_bin/initdb" -D "$work_dir/data" -A trust -U postgres >/dev/null
as_db_owner "$pg_bin/pg_ctl" -D "$work_dir/data" -w -l "$work_dir/postgres.log" \
  -o "-p $pg_port -k $work_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL"

if command -v redis-server >/dev/null; then
  redis_port=$(free_port)
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no \
    --daemonize yes --pidfile "$redis_pid_file" --logfile "$work_dir/redis.log" --dir "$work_dir"
  export TEST_REDIS_URL="redis://127.0.0.1:$redis_port"
  for attempt in $(seq 50); do
    if redis-cli -p "$redis_port" ping >/dev/null 2>&1; then break; fi
    if [ "$attempt" -eq 50 ]; then
      echo "Redis did not start:" >&2
      cat "$work_dir/redis.log" >&2
      exit 1
    fi
    sleep 0.1
  done
  echo "Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) at $TEST_REDIS_URL"
else
  echo "Redis is not installed: TEST_REDIS_URL stays unset (apt-get install -y redis-server)"
fi

"$@"

#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the tests (Debian's `postgresql` package; CI installs it):
#   scripts/pg-cluster.sh start [DIR]   initdb + start on PGTEST_PORT (or a free port); prints DATABASE_URL
#   scripts/pg-cluster.sh stop DIR      stops it and removes DIR
# Run as root, the cluster belongs to the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
command=${1:-}
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$command" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL 15 is not installed: apt-get install -y postgresql" >&2; exit 1; }
    dir=${2:-$(mktemp -d /tmp/deliveros-pg.XXXXXX)}
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    port=${PGTEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
    as_owner "$bin/initdb" -D "$dir/data" -U deliveros -A trust --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "$dir" >"$dir/.dir"
    echo "postgres://deliveros@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: pg-cluster.sh stop DIR}
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: scripts/pg-cluster.sh start [DIR] | stop DIR" >&2
    exit 2
    ;;
esac

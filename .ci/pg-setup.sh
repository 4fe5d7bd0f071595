#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 and makes a role that may create the per-file test databases.
# Prints the DATABASE_URL to use.
set -euo pipefail
pg_ctlcluster 15 main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -v ON_ERROR_STOP=1 -q" >/dev/null <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'mostrador') THEN
    CREATE ROLE mostrador LOGIN CREATEDB PASSWORD 'mostrador';
  END IF;
END $$;
SQL
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'mostrador'\"" | grep -q 1 ||
  su postgres -c "createdb -O mostrador mostrador"
# The DBA step of docs/deploy.md (searches use their indexes under row-level security), in the
# template too, so the per-file test databases and the bench databases have it.
for db in template1 mostrador; do
  su postgres -c "psql -v ON_ERROR_STOP=1 -q -d $db" >/dev/null <<'SQL'
ALTER FUNCTION textlike(text, text) LEAKPROOF;
ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
SQL
done
echo "postgres://mostrador:mostrador@127.0.0.1:5432/mostrador"

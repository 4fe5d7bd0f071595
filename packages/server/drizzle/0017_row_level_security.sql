-- Row-level security as a second wall behind the application's own `store_id` filters
-- (docs/adr/0011-row-level-security.md). Every table with a store_id column shows and accepts only
-- the rows of the store set on the connection (app.store_id), or every row when the platform's own
-- work runs (app.scope = 'platform'); with neither set it shows none. FORCE makes the policies bind
-- the tables' owner too, which is the role the application connects as on PostgreSQL.
-- The function finds the tables from the catalog rather than a hand-kept list, and the server runs
-- it again after migrations at every start, so a store table added later is covered without a
-- migration of its own (the row-level security test fails if one is not).
CREATE OR REPLACE FUNCTION mostrador_store_policies() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS name, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
      (c.relname = 'stores') AS is_stores
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND (c.relname = 'stores' OR EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'store_id' AND NOT a.attisdropped
      ))
  LOOP
    IF NOT t.enabled THEN
      EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.name);
    END IF;
    IF NOT t.forced THEN
      EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', t.name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name
        AND policyname = 'store_rows') THEN
      -- stores has no store_id: a store sees its own row, found by its id.
      EXECUTE format(
        'CREATE POLICY store_rows ON public.%I USING (%2$s = nullif(current_setting(''app.store_id'', true), '''')::int) '
        'WITH CHECK (%2$s = nullif(current_setting(''app.store_id'', true), '''')::int)',
        t.name, CASE WHEN t.is_stores THEN 'id' ELSE 'store_id' END);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name
        AND policyname = 'platform_rows') THEN
      EXECUTE format(
        'CREATE POLICY platform_rows ON public.%I USING (current_setting(''app.scope'', true) = ''platform'') '
        'WITH CHECK (current_setting(''app.scope'', true) = ''platform'')',
        t.name);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT mostrador_store_policies();

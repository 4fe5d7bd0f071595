-- The chat assistant keeps each store's catalogue index in memory and must see any change at once,
-- whoever makes it (product screens, imports, integrations): every statement that changes a
-- store's products, or renames its brands and kinds, moves that store's catalogue_versions counter.
-- Statement-level triggers with transition tables cost one small upsert per statement, not per row.
-- A store being deleted (its products go by cascade) is skipped: its counter row goes with it.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalogue_versions (store_id, version)
    SELECT DISTINCT changed.store_id, 1 FROM changed_rows AS changed
    WHERE EXISTS (SELECT 1 FROM stores WHERE stores.id = changed.store_id)
  ON CONFLICT (store_id) DO UPDATE SET version = catalogue_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_upd AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_version_upd AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER kinds_catalogue_version_upd AFTER UPDATE ON kinds
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

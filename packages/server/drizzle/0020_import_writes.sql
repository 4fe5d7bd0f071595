-- The three searched columns share one GIN index (docs/adr/0014-one-search-index.md): every new or
-- renamed product then appends its keys to one pending list instead of three (an import of 100,000
-- products: about 0.3 s less of the database's time), and a multicolumn GIN index serves a condition
-- on any one of its columns as well as a single-column index would.
CREATE INDEX "products_search_idx" ON "products" USING gin ("name_search" gin_trgm_ops,"original_id_search" gin_trgm_ops,"tags_search");--> statement-breakpoint
DROP INDEX "products_name_search_idx";--> statement-breakpoint
DROP INDEX "products_original_id_search_idx";--> statement-breakpoint
DROP INDEX "products_tags_search_idx";--> statement-breakpoint
-- The reference checks of migration 0019, same rules and messages, without joining the statement's
-- rows to the rows they lock: a locking query copies every row of each other table it reads (for
-- rechecks after a wait), which for the transition table was every product of the statement, three
-- times. Now each check first gathers the distinct ids, then locks them reading only their table,
-- then compares the few distinct (store, id) pairs without a lock.
CREATE OR REPLACE FUNCTION products_check_references() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids integer[];
  locked bigint;
BEGIN
  SELECT array_agg(DISTINCT store_id) INTO ids FROM checked_rows;
  SELECT count(*) INTO locked FROM (SELECT 1 FROM stores WHERE id = ANY (ids) FOR KEY SHARE) AS found;
  IF locked < cardinality(ids) THEN
    RAISE EXCEPTION 'La tienda del producto no existe.' USING ERRCODE = 'foreign_key_violation',
      CONSTRAINT = 'products_store_id_check', TABLE = 'products';
  END IF;

  SELECT array_agg(DISTINCT brand_id) INTO ids FROM checked_rows WHERE brand_id IS NOT NULL;
  IF ids IS NOT NULL THEN
    SELECT count(*) INTO locked FROM (SELECT 1 FROM brands WHERE id = ANY (ids) FOR KEY SHARE) AS found;
    IF locked < cardinality(ids) OR EXISTS (
      SELECT 1 FROM (SELECT DISTINCT store_id, brand_id FROM checked_rows WHERE brand_id IS NOT NULL) AS pair
      JOIN brands ON brands.id = pair.brand_id WHERE brands.store_id <> pair.store_id
    ) THEN
      RAISE EXCEPTION 'La marca del producto no existe en su tienda.' USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'products_brand_id_check', TABLE = 'products';
    END IF;
  END IF;

  SELECT array_agg(DISTINCT kind_id) INTO ids FROM checked_rows WHERE kind_id IS NOT NULL;
  IF ids IS NOT NULL THEN
    SELECT count(*) INTO locked FROM (SELECT 1 FROM kinds WHERE id = ANY (ids) FOR KEY SHARE) AS found;
    IF locked < cardinality(ids) OR EXISTS (
      SELECT 1 FROM (SELECT DISTINCT store_id, kind_id FROM checked_rows WHERE kind_id IS NOT NULL) AS pair
      JOIN kinds ON kinds.id = pair.kind_id WHERE kinds.store_id <> pair.store_id
    ) THEN
      RAISE EXCEPTION 'El tipo del producto no existe en su tienda.' USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'products_kind_id_check', TABLE = 'products';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An upload is stored before its import starts, so its compression is on every import's path:
-- lz4 stores a 10 MB products file in about 45 ms of the database's time against 200 ms with the
-- default pglz, for the same size within 10%. The embedded database is built without lz4 and keeps
-- pglz (feature_not_supported).
DO $$
BEGIN
  ALTER TABLE data_import_files ALTER COLUMN content SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;

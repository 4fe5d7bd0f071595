ALTER TABLE "products" DROP CONSTRAINT "products_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_kind_id_kinds_id_fk";
--> statement-breakpoint
-- A product's store, brand and kind are checked once per statement instead of once per row
-- (docs/adr/0013-product-reference-checks.md). PostgreSQL runs a foreign key's check as one
-- SELECT ... FOR KEY SHARE per row and per key, about 40 % of an import's database time; these
-- triggers read each distinct store, brand and kind of the statement's rows once, lock them the
-- same way (FOR KEY SHARE, so a concurrent delete waits for this transaction, or this statement
-- finds the row gone and fails), and fail with foreign_key_violation (23503) as the keys did.
-- They also require a product's brand and kind to belong to the product's own store.
-- The checks run as the caller, under row-level security: a store's staff can only point at rows
-- of their own store, which is what the policies on products already demand of the product itself.
-- Before the checks are relied upon, references to another store's brand or kind are cleared
-- (the application has never made one; any found could not be shown to either store).
UPDATE products SET brand_id = NULL
  WHERE brand_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM brands WHERE brands.id = products.brand_id AND brands.store_id = products.store_id);
--> statement-breakpoint
UPDATE products SET kind_id = NULL
  WHERE kind_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM kinds WHERE kinds.id = products.kind_id AND kinds.store_id = products.store_id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_check_references() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  wanted bigint;
  locked bigint;
BEGIN
  SELECT count(DISTINCT store_id) INTO wanted FROM checked_rows;
  SELECT count(*) INTO locked FROM (
    SELECT 1 FROM stores WHERE id IN (SELECT store_id FROM checked_rows) FOR KEY SHARE
  ) AS found;
  IF locked < wanted THEN
    RAISE EXCEPTION 'La tienda del producto no existe.' USING ERRCODE = 'foreign_key_violation',
      CONSTRAINT = 'products_store_id_check', TABLE = 'products';
  END IF;

  SELECT count(*) INTO wanted FROM (
    SELECT DISTINCT store_id, brand_id FROM checked_rows WHERE brand_id IS NOT NULL
  ) AS pairs;
  IF wanted > 0 THEN
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM brands WHERE (store_id, id) IN (SELECT store_id, brand_id FROM checked_rows)
      FOR KEY SHARE
    ) AS found;
    IF locked < wanted THEN
      RAISE EXCEPTION 'La marca del producto no existe en su tienda.' USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'products_brand_id_check', TABLE = 'products';
    END IF;
  END IF;

  SELECT count(*) INTO wanted FROM (
    SELECT DISTINCT store_id, kind_id FROM checked_rows WHERE kind_id IS NOT NULL
  ) AS pairs;
  IF wanted > 0 THEN
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM kinds WHERE (store_id, id) IN (SELECT store_id, kind_id FROM checked_rows)
      FOR KEY SHARE
    ) AS found;
    IF locked < wanted THEN
      RAISE EXCEPTION 'El tipo del producto no existe en su tienda.' USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'products_kind_id_check', TABLE = 'products';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_check_references_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION products_check_references();
--> statement-breakpoint
CREATE TRIGGER products_check_references_upd AFTER UPDATE ON products
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION products_check_references();
--> statement-breakpoint
-- ON DELETE of the old keys: a store's products go with it (cascade); a brand's or kind's products
-- lose it (set null). A store's products are deleted BEFORE the store row, so the checks above,
-- run by the updates that the cascade to its brands and kinds causes, still find the store. The
-- store row is locked first (PostgreSQL also locks it to hand it to the trigger; the explicit lock
-- does not depend on that): that waits for any transaction still adding products to it (they hold
-- FOR KEY SHARE on it), and the delete, a new statement, then sees what they committed; later ones
-- wait for this one and then find the store gone. The application never deletes a store (an
-- operator may), so a row trigger costs nothing; brands and kinds use statement triggers, one
-- set-based update per deleting statement.
CREATE OR REPLACE FUNCTION stores_delete_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM 1 FROM stores WHERE id = OLD.id FOR UPDATE;
  DELETE FROM products WHERE store_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_delete_products BEFORE DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_delete_products();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_clear_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products SET brand_id = NULL WHERE (store_id, brand_id) IN (SELECT store_id, id FROM gone_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_clear_products AFTER DELETE ON brands
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION brands_clear_products();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kinds_clear_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products SET kind_id = NULL WHERE (store_id, kind_id) IN (SELECT store_id, id FROM gone_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kinds_clear_products AFTER DELETE ON kinds
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION kinds_clear_products();

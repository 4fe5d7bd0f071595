DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_original_id_trgm_idx";--> statement-breakpoint
DROP INDEX "products_tags_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" text GENERATED ALWAYS AS (immutable_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_id_search" text GENERATED ALWAYS AS (immutable_unaccent(lower(coalesce("original_id", '')))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags_search" text[] GENERATED ALWAYS AS (lower_tags("tags")) STORED;--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("store_id","kind_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("store_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_original_id_search_idx" ON "products" USING gin ("original_id_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_search_idx" ON "products" USING gin ("tags_search");
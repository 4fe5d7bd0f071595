ALTER TABLE "stores" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (immutable_unaccent(lower(hashtag || ' ' || name || ' ' || creatoremail))) STORED;--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stores_hashtag_idx" ON "stores" USING btree ("hashtag","id");--> statement-breakpoint
CREATE INDEX "stores_creatoremail_idx" ON "stores" USING btree ("creatoremail","id");--> statement-breakpoint
CREATE INDEX "stores_admin_search_idx" ON "stores" USING gin ("admin_search" gin_trgm_ops);
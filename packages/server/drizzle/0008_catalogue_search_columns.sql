-- The folded search copies become plain columns the application writes (productSearchColumns):
-- per-row SQL function calls made bulk imports about twice as slow. DROP EXPRESSION keeps the values.
ALTER TABLE "products" ALTER COLUMN "name_search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name_search" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name_search" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_id_search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_id_search" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_id_search" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tags_search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tags_search" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tags_search" SET NOT NULL;--> statement-breakpoint
DROP FUNCTION IF EXISTS lower_tags(text[]);

CREATE TABLE "store_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"means" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "unanswered_faqs_store_recent_idx";--> statement-breakpoint
ALTER TABLE "store_synonyms" ADD CONSTRAINT "store_synonyms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_synonyms_store_key_uq" ON "store_synonyms" USING btree ("store_id","term_key");--> statement-breakpoint
CREATE INDEX "unanswered_faqs_store_asked_idx" ON "unanswered_faqs" USING btree ("store_id","times_asked","last_asked_at");--> statement-breakpoint
-- The chat's cached catalogue index holds the store's synonyms: any change of them moves the
-- store's catalogue version, like a change of its products (0015), so the next message rebuilds it.
CREATE TRIGGER store_synonyms_catalogue_version_ins AFTER INSERT ON store_synonyms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER store_synonyms_catalogue_version_upd AFTER UPDATE ON store_synonyms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER store_synonyms_catalogue_version_del AFTER DELETE ON store_synonyms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- Row-level security for the new store table, as for every other (0017).
SELECT mostrador_store_policies();

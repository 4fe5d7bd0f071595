CREATE TABLE "woo_sync_state" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"synced_until" timestamp with time zone,
	"resume_page" integer,
	"resume_since" timestamp with time zone,
	"resume_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "woo_sync_state_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
ALTER TABLE "woo_sync_state" ADD CONSTRAINT "woo_sync_state_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
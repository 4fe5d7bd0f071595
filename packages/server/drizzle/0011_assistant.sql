CREATE TABLE "chat_states" (
	"session_id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_states" ADD CONSTRAINT "chat_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_states_store_idx" ON "chat_states" USING btree ("store_id","updated_at");
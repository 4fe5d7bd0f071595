CREATE TABLE "notification_plans" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"notif_promo" boolean DEFAULT false NOT NULL,
	"notif_cart" boolean DEFAULT false NOT NULL,
	"notif_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"notif_amount" integer DEFAULT 0 NOT NULL,
	"notif_left" integer DEFAULT 0 NOT NULL,
	"notif_users" integer DEFAULT 0 NOT NULL,
	"notif_quantity" integer DEFAULT 0 NOT NULL,
	"notif_batch" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"event" text NOT NULL,
	"message" text NOT NULL,
	"payload" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_plans" ADD CONSTRAINT "notification_plans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_logs" ADD CONSTRAINT "store_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_logs" ADD CONSTRAINT "store_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_logs_store_idx" ON "store_logs" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "store_logs_created_idx" ON "store_logs" USING btree ("created_at");
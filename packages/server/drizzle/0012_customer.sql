CREATE TABLE "customer_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"client_id" integer,
	"product_list_token" text NOT NULL,
	"ref_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_sessions_id_ck" CHECK ("customer_sessions"."session_id" ~ '^dfmessenger-[0-9a-f]{10}$')
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2),
	"applied_status" text NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_product_list_token_uq" ON "customer_sessions" USING btree ("product_list_token");--> statement-breakpoint
CREATE INDEX "customer_sessions_store_client_idx" ON "customer_sessions" USING btree ("store_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_provider_checkout_uq" ON "payment_checkouts" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_store_order_idx" ON "payment_checkouts" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notices_provider_payment_status_uq" ON "payment_notices" USING btree ("provider","provider_payment_id","status");--> statement-breakpoint
CREATE INDEX "payment_notices_store_order_idx" ON "payment_notices" USING btree ("store_id","order_id","created_at");
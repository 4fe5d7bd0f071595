CREATE TABLE "integration_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"woo_base_url" text DEFAULT '' NOT NULL,
	"woo_api_key_enc" text,
	"woo_secret_enc" text,
	"woo_auto_products" boolean DEFAULT false NOT NULL,
	"woo_auto_orders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled_delivery" boolean DEFAULT true NOT NULL,
	"enabled_pickup" boolean DEFAULT true NOT NULL,
	"method_info" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standard_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"faq_type" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"model_queries" text[] DEFAULT '{}'::text[] NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"method_info" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unanswered_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"model_queries" text[] DEFAULT '{}'::text[] NOT NULL,
	"response_suggestion" text DEFAULT '' NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"model_queries" text[] DEFAULT '{}'::text[] NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"day_of_week" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"promo_msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_day_of_week_ck" CHECK ("promos"."day_of_week" in ('0', '1', '2', '3', '4', '5', '6', '7'))
);
--> statement-breakpoint
CREATE TABLE "refcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_web" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"client_msg_preamble" text DEFAULT '' NOT NULL,
	"use_confirm_finisher" text DEFAULT '' NOT NULL,
	"reference_type" text DEFAULT '1' NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "widget_position" text DEFAULT 'right' NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_faqs" ADD CONSTRAINT "standard_faqs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_faqs" ADD CONSTRAINT "unanswered_faqs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_faqs" ADD CONSTRAINT "user_faqs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refcodes" ADD CONSTRAINT "refcodes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_store_idx" ON "payment_methods" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_store_name_uq" ON "payment_methods" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "standard_faqs_store_type_uq" ON "standard_faqs" USING btree ("store_id","faq_type");--> statement-breakpoint
CREATE UNIQUE INDEX "unanswered_faqs_store_key_uq" ON "unanswered_faqs" USING btree ("store_id","question_key");--> statement-breakpoint
CREATE INDEX "unanswered_faqs_store_recent_idx" ON "unanswered_faqs" USING btree ("store_id","last_asked_at");--> statement-breakpoint
CREATE INDEX "user_faqs_store_idx" ON "user_faqs" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "promos_store_day_idx" ON "promos" USING btree ("store_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_store_weekday_uq" ON "promos" USING btree ("store_id","day_of_week") WHERE "promos"."day_of_week" <> '7';--> statement-breakpoint
CREATE UNIQUE INDEX "refcodes_code_uq" ON "refcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "refcodes_store_created_idx" ON "refcodes" USING btree ("store_id","created_at");
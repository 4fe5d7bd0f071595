CREATE TABLE "data_import_files" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"filepath" text NOT NULL,
	"file_size" integer NOT NULL,
	"error_msg" text,
	"rows_total" integer,
	"rows_created" integer,
	"rows_updated" integer,
	"rows_deleted" integer,
	"uploaded_by" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_import_files" ADD CONSTRAINT "data_import_files_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_import_files" ADD CONSTRAINT "data_import_files_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_import_files_store_idx" ON "data_import_files" USING btree ("store_id","import_id");--> statement-breakpoint
CREATE INDEX "data_imports_store_idx" ON "data_imports" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "data_imports_queue_idx" ON "data_imports" USING btree ("id") WHERE "data_imports"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "products_original_id_trgm_idx" ON "products" USING gin (immutable_unaccent(lower(coalesce("original_id", ''))) gin_trgm_ops);
-- Uploaded files are kept in parts: one statement never carries a whole 20 MB file (PGlite grows
-- its memory to the largest message it receives and keeps it). Existing files become part 0.
ALTER TABLE "data_import_files" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_import_files" ALTER COLUMN "part" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "data_import_files" DROP CONSTRAINT "data_import_files_pkey";--> statement-breakpoint
ALTER TABLE "data_import_files" ADD CONSTRAINT "data_import_files_import_id_part_pk" PRIMARY KEY("import_id","part");

CREATE TABLE "message_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"client_id" integer,
	"to" text NOT NULL,
	"sender" text,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"local_date" text NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"sender" text,
	"sender_id" text,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"body" text NOT NULL,
	"order_id" integer,
	"provider_message_id" text,
	"error" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	CONSTRAINT "notification_sends_kind_ck" CHECK ("notification_sends"."kind" in ('cart', 'promo')),
	CONSTRAINT "notification_sends_status_ck" CHECK ("notification_sends"."status" in ('claimed', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'America/Argentina/Buenos_Aires' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_send_id_notification_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notification_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_send_uq" ON "message_outbox" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "message_outbox_store_idx" ON "message_outbox" USING btree ("store_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notification_sends_once_uq" ON "notification_sends" USING btree ("kind","store_id","client_id","local_date");--> statement-breakpoint
CREATE INDEX "notification_sends_store_idx" ON "notification_sends" USING btree ("store_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notification_sends_provider_uq" ON "notification_sends" USING btree ("provider_message_id") WHERE "notification_sends"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_sends_claimed_idx" ON "notification_sends" USING btree ("claimed_at") WHERE "notification_sends"."status" = 'claimed';
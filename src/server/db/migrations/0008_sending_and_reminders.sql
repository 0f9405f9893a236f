CREATE TABLE "mail_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"quote_id" uuid,
	"invoice_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"sent_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" IN ('quote_viewed', 'quote_expiring', 'invoice_overdue')),
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" IN ('scheduled', 'sent', 'stopped', 'skipped')),
	CONSTRAINT "reminders_one_document" CHECK (("reminders"."quote_id" IS NULL) <> ("reminders"."invoice_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"quote_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_quote_kind_idx" ON "reminders" USING btree ("quote_id","kind","step") WHERE "reminders"."quote_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_invoice_kind_idx" ON "reminders" USING btree ("invoice_id","kind","step") WHERE "reminders"."invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_check" CHECK ("mail_outbox"."recipient" IN ('office', 'customer'));
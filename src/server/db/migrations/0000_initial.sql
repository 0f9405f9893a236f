-- pg_trgm powers the GIN indexes on search_text (PGlite ships it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'quote' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"customer_address" text,
	"project_title" text,
	"project_description" text,
	"issue_date" date,
	"valid_until" date,
	"line_items" jsonb NOT NULL,
	"discount_rate" numeric(5, 2) NOT NULL,
	"deposit_percentage" numeric(5, 2) NOT NULL,
	"notes" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"deposit_amount" numeric(12, 2) NOT NULL,
	"balance_due" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '8.25' NOT NULL,
	"deposit_paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"content_hash" text NOT NULL,
	"revision_of" uuid,
	"revision_number" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_type_check" CHECK ("drafts"."type" IN ('quote', 'invoice')),
	CONSTRAINT "drafts_status_check" CHECK ("drafts"."status" IN ('active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_address" text,
	"project_title" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"line_items" jsonb NOT NULL,
	"discount_rate" numeric(5, 2) NOT NULL,
	"deposit_percentage" numeric(5, 2) NOT NULL,
	"notes" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"deposit_amount" numeric(12, 2) NOT NULL,
	"balance_due" numeric(12, 2) NOT NULL,
	"deposit_received" numeric(12, 2) DEFAULT '0' NOT NULL,
	"quote_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('unpaid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"link_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_address" text,
	"project_title" text NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"line_items" jsonb NOT NULL,
	"discount_rate" numeric(5, 2) NOT NULL,
	"deposit_percentage" numeric(5, 2) NOT NULL,
	"notes" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"deposit_amount" numeric(12, 2) NOT NULL,
	"balance_due" numeric(12, 2) NOT NULL,
	"deposit_paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"content_hash" text NOT NULL,
	"draft_id" uuid,
	"root_quote_id" uuid NOT NULL,
	"revision_number" integer DEFAULT 0 NOT NULL,
	"customer_signature" text,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('pending', 'signed', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"snapshot_hash" text NOT NULL,
	"signer_name" text,
	"signer_email" text,
	"signature_png" text,
	"signed_at" timestamp with time zone,
	"disclosure_version" text,
	"change_request" text,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"signed_pdf" "bytea",
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_links_token_unique" UNIQUE("token"),
	CONSTRAINT "signing_links_status_check" CHECK ("signing_links"."status" IN ('pending', 'signed', 'changes_requested', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_link_id_signing_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."signing_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_link_id_signing_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."signing_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_status_created_idx" ON "drafts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drafts_content_hash_idx" ON "drafts" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "drafts_search_idx" ON "drafts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("client_ip","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_signed_idx" ON "quotes" USING btree ("signed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotes"."status" = 'signed';--> statement-breakpoint
CREATE INDEX "quotes_root_idx" ON "quotes" USING btree ("root_quote_id","revision_number");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signing_events_link_idx" ON "signing_events" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "signing_links_created_idx" ON "signing_links" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signing_links_quote_idx" ON "signing_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "signing_links_search_idx" ON "signing_links" USING gin ("search_text" gin_trgm_ops);
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "scope_items" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","paid_on","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaced_by_invoices_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_invoices_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" IN ('standard', 'deposit', 'final'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_reason_check" CHECK ("invoices"."status" <> 'void' OR "invoices"."void_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('unpaid', 'partially_paid', 'paid', 'void'));--> statement-breakpoint
-- Money already received on existing invoices becomes payment rows, so that Balance Due = total -
-- payments holds for them too: a deposit received when the invoice was made, and the rest of an
-- invoice that was marked paid.
INSERT INTO "payments" ("id", "invoice_id", "amount", "paid_on", "method", "note")
SELECT gen_random_uuid(), "id", least("deposit_received", "total"), "issue_date", 'other', 'Deposit received'
FROM "invoices" WHERE "deposit_received" > 0 AND "total" > 0;--> statement-breakpoint
INSERT INTO "payments" ("id", "invoice_id", "amount", "paid_on", "method", "note")
SELECT gen_random_uuid(), "id", "total" - least("deposit_received", "total"), coalesce(("created_at" at time zone 'UTC')::date, "issue_date"), 'other', 'Marked paid'
FROM "invoices" WHERE "status" = 'paid' AND "total" - least("deposit_received", "total") > 0;--> statement-breakpoint
UPDATE "invoices" i SET "amount_paid" = p."sum" FROM (SELECT "invoice_id", sum("amount") AS "sum" FROM "payments" GROUP BY "invoice_id") p WHERE p."invoice_id" = i."id";--> statement-breakpoint
UPDATE "invoices" SET "balance_due" = "total" - "amount_paid",
  "status" = CASE WHEN "status" = 'paid' OR ("amount_paid" > 0 AND "amount_paid" >= "total") THEN 'paid' WHEN "amount_paid" > 0 THEN 'partially_paid' ELSE 'unpaid' END;

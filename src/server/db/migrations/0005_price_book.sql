CREATE TABLE "price_book_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"minimum_charge" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_items_unit_check" CHECK ("price_book_items"."unit" IN ('sqft', 'lf', 'each', 'flat')),
	CONSTRAINT "price_book_items_figures_check" CHECK ("price_book_items"."rate" >= 0 AND ("price_book_items"."minimum_charge" IS NULL OR "price_book_items"."minimum_charge" >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_book_items_name_idx" ON "price_book_items" USING btree (lower("name"));
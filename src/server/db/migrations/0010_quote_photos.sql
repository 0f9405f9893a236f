CREATE TABLE "quote_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_photos_size_check" CHECK ("quote_photos"."width" > 0 AND "quote_photos"."height" > 0 AND "quote_photos"."byte_size" = octet_length("quote_photos"."jpeg"))
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A photo's bytes are what a signed snapshot names by SHA-256: never changed in place (hand-written; drizzle-kit does not generate triggers).
CREATE FUNCTION "quote_photos_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'quote_photos rows are never changed; store a new photo instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "quote_photos_no_update" BEFORE UPDATE ON "quote_photos" FOR EACH ROW EXECUTE FUNCTION "quote_photos_refuse_update"();

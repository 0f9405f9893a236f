-- Parallel generate-link calls could leave several pending links on one quote. Keep the oldest
-- (or none, when the quote already has a signed link) and retire the rest, with an audit entry,
-- so that the unique index below can be built on existing data.
WITH demoted AS (
  UPDATE "signing_links" l SET "status" = 'superseded'
  WHERE l."status" = 'pending' AND EXISTS (
    SELECT 1 FROM "signing_links" o
    WHERE o."quote_id" = l."quote_id" AND o."id" <> l."id"
      AND (o."status" = 'signed' OR (o."status" = 'pending' AND (o."created_at", o."id") < (l."created_at", l."id")))
  )
  RETURNING l."id"
)
INSERT INTO "signing_events" ("link_id", "kind", "details") SELECT "id", 'superseded', '{"reason":"duplicate pending link"}'::jsonb FROM demoted;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_links_one_pending_per_quote" ON "signing_links" USING btree ("quote_id") WHERE "signing_links"."status" = 'pending';

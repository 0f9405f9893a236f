DROP INDEX "quotes_signed_idx";--> statement-breakpoint
CREATE INDEX "quotes_signed_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotes"."status" = 'signed';
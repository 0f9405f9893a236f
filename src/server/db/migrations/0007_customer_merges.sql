CREATE TABLE "customer_merges" (
	"from_key" text PRIMARY KEY NOT NULL,
	"into_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

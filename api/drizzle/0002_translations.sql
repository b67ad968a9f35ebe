CREATE TABLE "translations" (
	"language_code" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"translated_text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_language_code_source_hash_pk" PRIMARY KEY("language_code","source_hash")
);
--> statement-breakpoint
CREATE INDEX "translations_created_idx" ON "translations" USING btree ("created_at");
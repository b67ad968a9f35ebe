CREATE TABLE "curriculum" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"track_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"prerequisites" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"seed" integer NOT NULL,
	"unit_id" text NOT NULL,
	"sub_unit" text,
	"type" text NOT NULL,
	"difficulty" integer NOT NULL,
	"stem" jsonb NOT NULL,
	"choices" jsonb,
	"answer" text NOT NULL,
	"answer_spec" jsonb,
	"explanation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_template_version_seed_key" UNIQUE("template_id","template_version","seed")
);
--> statement-breakpoint
CREATE INDEX "curriculum_parent_idx" ON "curriculum" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "problems_unit_idx" ON "problems" USING btree ("unit_id","difficulty");
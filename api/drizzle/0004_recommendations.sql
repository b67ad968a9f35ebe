CREATE TABLE "after_help" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"helped_problem_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_sets" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"size" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_sets_user_id_day_size_pk" PRIMARY KEY("user_id","day","size")
);
--> statement-breakpoint
ALTER TABLE "after_help" ADD CONSTRAINT "after_help_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sets" ADD CONSTRAINT "daily_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_help_user_created_idx" ON "after_help" USING btree ("user_id","created_at");
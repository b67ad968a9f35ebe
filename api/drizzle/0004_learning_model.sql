CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_attempt_id" text,
	"user_id" uuid,
	"problem_id" uuid NOT NULL,
	"unit_id" text,
	"skill_ids" text[] DEFAULT '{}' NOT NULL,
	"workbook_id" uuid,
	"answer" text,
	"correct" boolean NOT NULL,
	"time_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempts_client_attempt_id_unique" UNIQUE("client_attempt_id")
);
--> statement-breakpoint
CREATE TABLE "skill_states" (
	"user_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"theta" double precision DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"recent" double precision DEFAULT 0.5 NOT NULL,
	"info" double precision DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_states_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "item_params" (
	"item_id" text PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_states" ADD CONSTRAINT "skill_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_created_idx" ON "attempts" USING btree ("user_id","created_at");
ALTER TABLE "workbooks" ADD COLUMN "test_type" text;--> statement-breakpoint
ALTER TABLE "workbooks" ADD COLUMN "test_state" jsonb;--> statement-breakpoint
ALTER TABLE "workbooks" ADD COLUMN "report" jsonb;
-- Withdrawal erases each module's rows in code (src/modules/users/withdraw.ts), in one transaction; the triggers that
-- did part of it on the account's status change go.
DROP TRIGGER IF EXISTS "users_withdrawn_forget_chat" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "chat_forget_withdrawn"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_withdrawn_forget_support" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "support_forget_withdrawn"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_withdrawn_forget_alerts" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "alerts_forget_withdrawn"();

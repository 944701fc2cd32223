ALTER TABLE "conversation_messages" ADD COLUMN "reply_claim" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "reply_claimed_at" timestamp with time zone;
ALTER TABLE "conversation_messages" ADD COLUMN "rating" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversation_messages_rating_idx" ON "conversation_messages" USING btree ("rating") WHERE "conversation_messages"."rating" is not null;
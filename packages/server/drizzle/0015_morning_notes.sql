CREATE TABLE "morning_note_sends" (
	"user_id" text NOT NULL,
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "morning_note_sends_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "morning_note_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "morning_note_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "morning_note_timezone" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "morning_note_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "morning_note_sends" ADD CONSTRAINT "morning_note_sends_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;
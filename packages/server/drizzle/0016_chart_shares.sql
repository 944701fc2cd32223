CREATE TABLE "chart_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"first_name" text,
	"include_birth_date" boolean DEFAULT false NOT NULL,
	"include_birth_time" boolean DEFAULT false NOT NULL,
	"include_birth_place" boolean DEFAULT false NOT NULL,
	"allow_compatibility" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "chart_shares" ADD CONSTRAINT "chart_shares_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_shares_user_idx" ON "chart_shares" USING btree ("user_id");
CREATE TABLE "document_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"content" "bytea",
	"status" text NOT NULL,
	"error" text,
	"stage" text,
	"percent" integer DEFAULT 0 NOT NULL,
	"pages_done" integer,
	"pages_total" integer,
	"extracted_text" text,
	"ocr_confidence" double precision,
	"ocr_method" text,
	"truncated" boolean DEFAULT false NOT NULL,
	"extraction" jsonb,
	"upload_result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_jobs_created_idx" ON "document_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_jobs_queue_idx" ON "document_jobs" USING btree ("status","lease_until") WHERE status IN ('uploading','text_reading','ocr_processing','extracting','uploading_to_neo4j');
CREATE TABLE "place_areas" (
	"key" text PRIMARY KEY NOT NULL,
	"names" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"places" integer NOT NULL,
	"names" integer NOT NULL,
	"loaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "place_names" (
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"population" integer NOT NULL,
	"main" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"area_key" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"population" integer NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "place_names_main_trgm_idx" ON "place_names" USING gin ("name" gin_trgm_ops) WHERE "place_names"."main";--> statement-breakpoint
CREATE INDEX "place_names_name_prefix_idx" ON "place_names" USING btree ("name" text_pattern_ops);
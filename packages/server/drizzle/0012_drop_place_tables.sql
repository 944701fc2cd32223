DROP TABLE "place_areas" CASCADE;--> statement-breakpoint
DROP TABLE "place_datasets" CASCADE;--> statement-breakpoint
DROP TABLE "place_names" CASCADE;--> statement-breakpoint
DROP TABLE "places" CASCADE;
CREATE TABLE "graph_cleanup_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"graph_mode" text NOT NULL,
	"entity_type" text NOT NULL,
	"description" text NOT NULL,
	"affected_nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cypher_query" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "graph_edges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graph_nodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"key" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (CASE WHEN label IN ('Planet','Sign','House','Aspect','Topic','Concept','Interpretation','Element','Quality','Energy') THEN
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'name', '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'keywords', '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'summary', '') || ' ' ||
          coalesce(properties->>'content', '') || ' ' || coalesce(properties->>'signifies', '')), 'C')
        END) STORED,
	"search_plain" text GENERATED ALWAYS AS (CASE WHEN label IN ('Planet','Sign','House','Aspect','Topic','Concept','Interpretation','Element','Quality','Energy') THEN lower(coalesce(properties->>'name', '') || ' ' ||
        coalesce(properties->>'keywords', '') || ' ' || coalesce(properties->>'summary', '') || ' ' ||
        coalesce(properties->>'content', '')) END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_from_id_graph_nodes_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graph_edges" ADD CONSTRAINT "graph_edges_to_id_graph_nodes_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."graph_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "graph_cleanup_operations_created_idx" ON "graph_cleanup_operations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "graph_edges_from_type_to_idx" ON "graph_edges" USING btree ("from_id","type","to_id");--> statement-breakpoint
CREATE INDEX "graph_edges_to_idx" ON "graph_edges" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "graph_edges_type_idx" ON "graph_edges" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "graph_nodes_label_key_idx" ON "graph_nodes" USING btree ("label","key");--> statement-breakpoint
CREATE INDEX "graph_nodes_label_lower_key_idx" ON "graph_nodes" USING btree ("label",lower("key"));--> statement-breakpoint
CREATE INDEX "graph_nodes_search_idx" ON "graph_nodes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "graph_nodes_search_plain_idx" ON "graph_nodes" USING gin ("search_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");
ALTER TABLE "graph_nodes" drop column "search";--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (CASE WHEN label IN ('Planet','Sign','House','Aspect','Topic','Concept','Interpretation','Element','Quality','Energy') THEN
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'name', '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'keywords', '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(properties->>'summary', '') || ' ' ||
          CASE WHEN properties->>'content' IS DISTINCT FROM properties->>'summary' THEN coalesce(properties->>'content', '') ELSE '' END || ' ' || coalesce(properties->>'signifies', '')), 'C')
        END) STORED;--> statement-breakpoint
ALTER TABLE "graph_nodes" drop column "search_plain";--> statement-breakpoint
ALTER TABLE "graph_nodes" ADD COLUMN "search_plain" text GENERATED ALWAYS AS (CASE WHEN label IN ('Planet','Sign','House','Aspect','Topic','Concept','Interpretation','Element','Quality','Energy') THEN lower(coalesce(properties->>'name', '') || ' ' ||
        coalesce(properties->>'keywords', '') || ' ' || coalesce(properties->>'summary', '') || ' ' ||
        CASE WHEN properties->>'content' IS DISTINCT FROM properties->>'summary' THEN coalesce(properties->>'content', '') ELSE '' END) END) STORED;--> statement-breakpoint
-- Dropping the columns dropped their indexes: create them again.
CREATE INDEX "graph_nodes_search_idx" ON "graph_nodes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "graph_nodes_search_plain_idx" ON "graph_nodes" USING gin ("search_plain" gin_trgm_ops);

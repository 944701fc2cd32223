-- Trigram and accent-insensitive search (places, knowledge graph). Both are trusted extensions,
-- so a database owner without superuser rights may create them on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Contrib extensions available both in PGlite and in PostgreSQL (DESIGN §1).
-- pg_trgm: trigram indexes for the listing text search; unaccent: accent-insensitive matching.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

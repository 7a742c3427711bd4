-- Trigram indexes make the case-insensitive, wildcard-both-sides Name search
-- (ilike '%text%') an index scan instead of a full scan of the catalogue.
create extension if not exists pg_trgm with schema extensions;

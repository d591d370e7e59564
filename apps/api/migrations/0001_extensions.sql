-- Extensions used by search: trigram similarity for typos and suggestions, unaccent for names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Tags matched ignoring case (spec section 5, list filters) need a lower-cased copy a GIN index can
-- serve; array casts are only STABLE, so this IMMUTABLE helper feeds the generated column.
CREATE OR REPLACE FUNCTION lower_tags(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(lower(t) ORDER BY n), '{}'::text[]) FROM unnest($1) WITH ORDINALITY AS u(t, n) $$;

-- Reference data shipped with the project (loaded by src/seed/reference.ts): brands, states and
-- union territories, cities (GeoNames) and localities with pincodes (GeoNames postal codes, from
-- the India Post directory). Ids are stable across re-seeds because every load is an upsert.

-- Which version of each reference set is loaded, so start-up skips work already done.
CREATE TABLE reference_versions (
  name text PRIMARY KEY,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brands (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('phones', 'tablets', 'watches', 'cars', 'bikes', 'scooters')),
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (type, name)
);

CREATE TABLE states (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,               -- ISO 3166-2:IN subdivision code without 'IN-', e.g. 'MH'
  name text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('STATE', 'UT'))
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  geoname_id integer NOT NULL UNIQUE,
  name text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  population integer NOT NULL DEFAULT 0,
  popular_rank integer,                    -- 1..12 for the popular cities, else null
  UNIQUE (name, state_id)                  -- the same name in two states is two cities
);
CREATE INDEX cities_name_trgm_idx ON cities USING gin (lower(name) gin_trgm_ops);
CREATE INDEX cities_state_idx ON cities (state_id);

CREATE TABLE localities (
  id serial PRIMARY KEY,
  name text NOT NULL,                      -- post office / area name, e.g. 'Koramangala'
  pincode text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  district text NOT NULL DEFAULT '',
  city_id integer REFERENCES cities (id),  -- the nearest city of the same state
  state_id integer NOT NULL REFERENCES states (id),
  lat double precision,
  lng double precision,
  UNIQUE (name, pincode)
);
CREATE INDEX localities_name_trgm_idx ON localities USING gin (lower(name) gin_trgm_ops);
CREATE INDEX localities_pincode_idx ON localities (pincode);

-- Areas as people name them (issue 36). A post office's neighbourhood ('Powai Iit' → 'Powai',
-- 'Andheri H.O' → 'Andheri'), '' where it is only its city's ('Mumbai G.P.O.'): the places lookup
-- lists each neighbourhood once, /{area}/ resolves to it and search's area filter matches the ads
-- of it and of its offices. Filled by the reference loader (src/seed/localities.ts).
ALTER TABLE localities ADD COLUMN neighbourhood text NOT NULL DEFAULT '';
CREATE INDEX localities_neighbourhood_idx ON localities (lower(neighbourhood), city_id);
CREATE INDEX localities_neighbourhood_trgm_idx ON localities USING gin (lower(neighbourhood) gin_trgm_ops);

-- A town of the city list that is a neighbourhood of a bigger city nearby (GeoNames has 'Powai',
-- population 20,000, beside Mumbai): places, /{name}/ and the nearest city take the bigger city's
-- neighbourhood instead, so nobody lands in a "town" that has no ads.
ALTER TABLE cities ADD COLUMN part_of integer REFERENCES cities (id);

-- Search words within a place (docs/decisions/0012, item 12): each of a vendor's place keys is one more
-- word of its listing_search vector ('~1000005' for Province 5; '~' never comes out of the text parser, and
-- the search box's words are letters and digits only, so no typed word reaches it). A search within a place
-- is then one GIN scan that intersects the words' and the place's posting lists in the band's index and
-- visits only the rows that match both; joined with listing_places it read every row of the place in the
-- band and every row with the words (q=anna in Province 5: 8.6 ms for a count, 1.9 ms this way).
CREATE OR REPLACE FUNCTION bihe_place_words(places integer[]) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(coalesce(array(SELECT '~' || k FROM unnest(places) k), '{}'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_listing_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.vendor_type = OLD.vendor_type
     AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.search_vector = OLD.search_vector AND NEW.places IS NOT DISTINCT FROM OLD.places
     AND NEW.capacity = OLD.capacity AND NEW.facets IS NOT DISTINCT FROM OLD.facets
     AND NEW.company_age IS NOT DISTINCT FROM OLD.company_age THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' THEN
    INSERT INTO listing_search (id, vendor_type, band, rating, review_count, wedding_price, created_at, search_vector,
        capacity, facets, company_age)
      VALUES (NEW.id, NEW.vendor_type, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at,
        NEW.search_vector || bihe_place_words(NEW.places), NEW.capacity, NEW.facets, NEW.company_age)
      ON CONFLICT (id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band, rating = EXCLUDED.rating,
        review_count = EXCLUDED.review_count, wedding_price = EXCLUDED.wedding_price, created_at = EXCLUDED.created_at,
        search_vector = EXCLUDED.search_vector, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets,
        company_age = EXCLUDED.company_age;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_search WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE listing_search s SET search_vector = p.search_vector || bihe_place_words(p.places)
  FROM vendor_profiles p WHERE p.id = s.id AND cardinality(p.places) > 0;

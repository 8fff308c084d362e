-- Search words with a rating filter or 'featured' (docs/decisions/0012, item 14): a vendor's rating is also
-- words of its listing_search vector, one per rating filter it passes ('~r45' for 4.5 stars and up, '~r40',
-- '~r35', '~r30': RATING_FILTERS) and '~f' when featured (above FEATURED_RATING, 4.5). A search with a rating
-- is then one GIN scan that intersects the words' and the rating's posting lists, as a search within a place
-- does (migration 0023): the rating was a condition on every row with the words, so a count of 'featured
-- photographers with phew' visited all of them (28 ms at 50,000 vendors) to find the few that pass.
-- The rating changes with every review, and the trigger already rewrites the row when it does.
CREATE OR REPLACE FUNCTION bihe_rating_words(rating numeric) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(array(
    SELECT '~r' || (t * 10)::int FROM unnest(ARRAY[3.0, 3.5, 4.0, 4.5]) t WHERE rating >= t
    UNION ALL SELECT '~f' WHERE rating > 4.5))
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
        NEW.search_vector || bihe_place_words(NEW.places) || bihe_rating_words(NEW.rating), NEW.capacity, NEW.facets,
        NEW.company_age)
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
UPDATE listing_search s SET search_vector = s.search_vector || bihe_rating_words(s.rating) WHERE s.rating >= 3.0;

ALTER TABLE "listing_places" ADD COLUMN "company_age" smallint;--> statement-breakpoint
-- The years in business on every place row too (docs/decisions/0012, item 11): with a place, the experience
-- filter reads the row it already scans; joining listing_search for it made PostgreSQL guess the filter's
-- share and hash-join a whole band (17 ms) where the place's rows were a few hundred.
CREATE OR REPLACE FUNCTION bihe_listing_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.places IS NOT DISTINCT FROM OLD.places AND NEW.status = OLD.status
     AND NEW.vendor_type = OLD.vendor_type AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.capacity = OLD.capacity AND NEW.facets IS NOT DISTINCT FROM OLD.facets
     AND NEW.company_age IS NOT DISTINCT FROM OLD.company_age THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' THEN
    DELETE FROM listing_places WHERE id = NEW.id AND NOT (place = ANY (NEW.places));
    INSERT INTO listing_places (place, id, vendor_type, band, rating, review_count, wedding_price, created_at, capacity, facets,
        company_age)
      SELECT k, NEW.id, NEW.vendor_type, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at,
        NEW.capacity, NEW.facets, NEW.company_age FROM unnest(NEW.places) k
      ON CONFLICT (place, id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band,
        rating = EXCLUDED.rating, review_count = EXCLUDED.review_count, wedding_price = EXCLUDED.wedding_price,
        created_at = EXCLUDED.created_at, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets,
        company_age = EXCLUDED.company_age;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_places WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE listing_places l SET company_age = p.company_age
  FROM vendor_profiles p WHERE p.id = l.id AND p.company_age IS NOT NULL;
--> statement-breakpoint
-- Counting with filters the sort indexes do not hold (rating within a price sort, years, a hall's guests): one covering
-- index per listing source, so a capped count is an index-only scan that filters index tuples instead
-- of visiting a heap row per candidate (4,297 heap blocks for 'ten years or more' in a province).
CREATE INDEX IF NOT EXISTS listing_places_filter_idx ON listing_places (place, vendor_type, band)
  INCLUDE (id, rating, company_age, created_at, capacity);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_search_filter_idx ON listing_search (vendor_type, band)
  INCLUDE (id, rating, company_age, created_at, capacity);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_filter_idx ON vendor_profiles (band) INCLUDE (id, rating, company_age, created_at)
  WHERE vendor_type = 'wedding_cinematographer' AND status = 'approved';

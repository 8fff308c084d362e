ALTER TABLE "listing_search" ADD COLUMN "company_age" smallint;--> statement-breakpoint
-- The years in business beside the search vector (docs/decisions/0012, item 11): the experience filter,
-- and search words within a place, read listing_search's narrow rows instead of the wide profiles.
CREATE OR REPLACE FUNCTION bihe_listing_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.vendor_type = OLD.vendor_type
     AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.search_vector = OLD.search_vector
     AND NEW.capacity = OLD.capacity AND NEW.facets IS NOT DISTINCT FROM OLD.facets
     AND NEW.company_age IS NOT DISTINCT FROM OLD.company_age THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' THEN
    INSERT INTO listing_search (id, vendor_type, band, rating, review_count, wedding_price, created_at, search_vector,
        capacity, facets, company_age)
      VALUES (NEW.id, NEW.vendor_type, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at,
        NEW.search_vector, NEW.capacity, NEW.facets, NEW.company_age)
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
UPDATE listing_search s SET company_age = p.company_age
  FROM vendor_profiles p WHERE p.id = s.id AND p.company_age IS NOT NULL;

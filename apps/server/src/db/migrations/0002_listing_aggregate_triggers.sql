-- The listing reads a vendor's review count, rating sum and wedding price from vendor_profiles,
-- kept here by triggers in the same transaction as the write, so no request aggregates reviews.
-- Increments (not recounts) stay correct when two reviews for one vendor commit at once.
CREATE OR REPLACE FUNCTION bihe_vendor_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE vendor_profiles SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1 WHERE id = NEW.vendor_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE vendor_profiles SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1 WHERE id = OLD.vendor_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_reviews_rating AFTER INSERT OR UPDATE OR DELETE ON vendor_reviews
  FOR EACH ROW EXECUTE FUNCTION bihe_vendor_rating();
--> statement-breakpoint
-- 'Wedding (Both Sides)' is PRICE_BAND_EVENT in packages/shared/src/catalogue.ts (a test pins the two together).
CREATE OR REPLACE FUNCTION bihe_vendor_wedding_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.event_name = 'Wedding (Both Sides)' THEN
    UPDATE vendor_profiles SET wedding_price = 0 WHERE id = OLD.vendor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.event_name = 'Wedding (Both Sides)' THEN
    UPDATE vendor_profiles SET wedding_price = NEW.price WHERE id = NEW.vendor_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_pricing_wedding_price AFTER INSERT OR UPDATE OR DELETE ON cinematographer_event_pricing
  FOR EACH ROW EXECUTE FUNCTION bihe_vendor_wedding_price();
--> statement-breakpoint
UPDATE vendor_profiles p SET
  rating_sum = coalesce((SELECT sum(r.rating) FROM vendor_reviews r WHERE r.vendor_id = p.id), 0),
  review_count = (SELECT count(*) FROM vendor_reviews r WHERE r.vendor_id = p.id),
  wedding_price = coalesce((SELECT e.price FROM cinematographer_event_pricing e WHERE e.vendor_id = p.id AND e.event_name = 'Wedding (Both Sides)'), 0);

CREATE TABLE "listing_places" (
	"place" integer NOT NULL,
	"id" uuid NOT NULL,
	"band" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"wedding_price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_places_place_id_pk" PRIMARY KEY("place","id")
);
--> statement-breakpoint
ALTER TABLE "listing_places" ADD CONSTRAINT "listing_places_id_vendor_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_places_recommended_idx" ON "listing_places" USING btree ("place","band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_price_low_idx" ON "listing_places" USING btree ("place","band","wedding_price",(-"rating"),"id");--> statement-breakpoint
CREATE INDEX "listing_places_price_high_idx" ON "listing_places" USING btree ("place","band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_rating_idx" ON "listing_places" USING btree ("place","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_newest_idx" ON "listing_places" USING btree ("place","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_vendor_idx" ON "listing_places" USING btree ("id");--> statement-breakpoint
-- One row per listed vendor and place key, with the sort keys copied from the profile: rewritten
-- whenever any of them changes (places by the triggers of 0004, rating and price by those of 0002,
-- status on approval). Upserts, so two writes to one vendor (serialised by its row lock) never clash.
CREATE OR REPLACE FUNCTION bihe_listing_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.places IS NOT DISTINCT FROM OLD.places AND NEW.status = OLD.status
     AND NEW.vendor_type = OLD.vendor_type AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' AND NEW.vendor_type = 'wedding_cinematographer' THEN
    DELETE FROM listing_places WHERE id = NEW.id AND NOT (place = ANY (NEW.places));
    INSERT INTO listing_places (place, id, band, rating, review_count, wedding_price, created_at)
      SELECT k, NEW.id, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at FROM unnest(NEW.places) k
      ON CONFLICT (place, id) DO UPDATE SET band = EXCLUDED.band, rating = EXCLUDED.rating,
        review_count = EXCLUDED.review_count, wedding_price = EXCLUDED.wedding_price, created_at = EXCLUDED.created_at;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_places WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_listing_places AFTER INSERT OR UPDATE ON vendor_profiles
  FOR EACH ROW EXECUTE FUNCTION bihe_listing_places();
--> statement-breakpoint
INSERT INTO listing_places (place, id, band, rating, review_count, wedding_price, created_at)
  SELECT k, p.id, p.band, p.rating, p.review_count, p.wedding_price, p.created_at
  FROM vendor_profiles p CROSS JOIN unnest(p.places) k
  WHERE p.status = 'approved' AND p.vendor_type = 'wedding_cinematographer'
  ON CONFLICT DO NOTHING;

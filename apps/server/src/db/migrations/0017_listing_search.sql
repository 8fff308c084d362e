CREATE TABLE "listing_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"band" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"wedding_price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_id_vendor_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_recommended_idx" ON "listing_search" USING btree ("band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_price_low_idx" ON "listing_search" USING btree ("band","wedding_price",(-"rating"),"id");--> statement-breakpoint
CREATE INDEX "listing_search_price_high_idx" ON "listing_search" USING btree ("band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_rating_idx" ON "listing_search" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_newest_idx" ON "listing_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_words_idx" ON "listing_search" USING gin ("search_vector");--> statement-breakpoint
-- Search words within a price band: the band's matches only (these replace 0016's indexes of the
-- same job on vendor_profiles, whose wide rows a search then had to visit).
DROP INDEX IF EXISTS listing_search_budget_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS listing_search_medium_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS listing_search_premium_idx;
--> statement-breakpoint
CREATE INDEX listing_search_words_budget_idx ON listing_search USING gin (search_vector) WHERE band = 'budget';
--> statement-breakpoint
CREATE INDEX listing_search_words_medium_idx ON listing_search USING gin (search_vector) WHERE band = 'medium';
--> statement-breakpoint
CREATE INDEX listing_search_words_premium_idx ON listing_search USING gin (search_vector) WHERE band = 'premium';
--> statement-breakpoint
-- One row per listed vendor (approved photographer) with its sort keys and search vector, rewritten
-- when any of them changes; removed when the vendor leaves the listing.
CREATE OR REPLACE FUNCTION bihe_listing_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.vendor_type = OLD.vendor_type
     AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.search_vector = OLD.search_vector THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' AND NEW.vendor_type = 'wedding_cinematographer' THEN
    INSERT INTO listing_search (id, band, rating, review_count, wedding_price, created_at, search_vector)
      VALUES (NEW.id, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at, NEW.search_vector)
      ON CONFLICT (id) DO UPDATE SET band = EXCLUDED.band, rating = EXCLUDED.rating, review_count = EXCLUDED.review_count,
        wedding_price = EXCLUDED.wedding_price, created_at = EXCLUDED.created_at, search_vector = EXCLUDED.search_vector;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_search WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_listing_search AFTER INSERT OR UPDATE ON vendor_profiles
  FOR EACH ROW EXECUTE FUNCTION bihe_listing_search();
--> statement-breakpoint
INSERT INTO listing_search (id, band, rating, review_count, wedding_price, created_at, search_vector)
  SELECT p.id, p.band, p.rating, p.review_count, p.wedding_price, p.created_at, p.search_vector
  FROM vendor_profiles p WHERE p.status = 'approved' AND p.vendor_type = 'wedding_cinematographer'
  ON CONFLICT DO NOTHING;

ALTER TABLE "vendor_profiles" ADD COLUMN "rating" numeric(2, 1) GENERATED ALWAYS AS (coalesce(round(rating_sum::numeric / nullif(review_count, 0), 1), 0)) STORED;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "band" text GENERATED ALWAYS AS (case when wedding_price >= 75000 then 'premium' when wedding_price >= 40000 then 'medium' else 'budget' end) STORED;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "places" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_recommended_idx" ON "vendor_profiles" USING btree ("band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_price_low_idx" ON "vendor_profiles" USING btree ("band","wedding_price",(-"rating"),"id") WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_price_high_idx" ON "vendor_profiles" USING btree ("band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_rating_idx" ON "vendor_profiles" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_newest_idx" ON "vendor_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_places_idx" ON "vendor_profiles" USING gin ("places") WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
-- Place keys of a vendor: province, district, municipality and ward of its address, province and
-- district of every service area (the encoding is PLACE_KEY in packages/shared/src/marketplace.ts).
-- VOLATILE so that, called from an UPDATE that waited for the profile's row lock, it reads again
-- with a fresh snapshot and sees the other transaction's committed places.
CREATE OR REPLACE FUNCTION bihe_places_of(vid uuid) RETURNS integer[] LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::integer[]) FROM (
    SELECT 1000000 + a.province_id AS k FROM vendor_addresses a WHERE a.vendor_id = vid AND a.province_id IS NOT NULL
    UNION ALL SELECT 2000000 + a.district_id FROM vendor_addresses a WHERE a.vendor_id = vid AND a.district_id IS NOT NULL
    UNION ALL SELECT 3000000 + a.municipality_id FROM vendor_addresses a WHERE a.vendor_id = vid AND a.municipality_id IS NOT NULL
    UNION ALL SELECT 4000000 + a.municipality_id * 100 + a.ward FROM vendor_addresses a
      WHERE a.vendor_id = vid AND a.municipality_id IS NOT NULL AND a.ward IS NOT NULL
    UNION ALL SELECT 1000000 + s.province_id FROM vendor_service_areas s WHERE s.vendor_id = vid
    UNION ALL SELECT 2000000 + s.district_id FROM vendor_service_areas s WHERE s.vendor_id = vid
  ) x
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one set-based refresh per statement, so the
-- wizard's delete-and-insert of 77 service areas (or a bulk seed) refreshes each vendor once.
CREATE OR REPLACE FUNCTION bihe_places_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_profiles p SET places = bihe_places_of(p.id) WHERE p.id IN (SELECT vendor_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_places_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_profiles p SET places = bihe_places_of(p.id)
    WHERE p.id IN (SELECT vendor_id FROM new_rows UNION SELECT vendor_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_places_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vendor_profiles p SET places = bihe_places_of(p.id) WHERE p.id IN (SELECT vendor_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_places_insert AFTER INSERT ON vendor_addresses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_insert();
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_places_update AFTER UPDATE ON vendor_addresses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_update();
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_places_delete AFTER DELETE ON vendor_addresses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_delete();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_places_insert AFTER INSERT ON vendor_service_areas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_insert();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_places_update AFTER UPDATE ON vendor_service_areas
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_update();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_places_delete AFTER DELETE ON vendor_service_areas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_places_after_delete();
--> statement-breakpoint
UPDATE vendor_profiles SET places = bihe_places_of(id);

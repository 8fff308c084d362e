DROP INDEX "listing_places_recommended_idx";--> statement-breakpoint
DROP INDEX "listing_places_price_low_idx";--> statement-breakpoint
DROP INDEX "listing_places_price_high_idx";--> statement-breakpoint
DROP INDEX "listing_places_rating_idx";--> statement-breakpoint
DROP INDEX "listing_places_newest_idx";--> statement-breakpoint
DROP INDEX "listing_search_recommended_idx";--> statement-breakpoint
DROP INDEX "listing_search_price_low_idx";--> statement-breakpoint
DROP INDEX "listing_search_price_high_idx";--> statement-breakpoint
DROP INDEX "listing_search_rating_idx";--> statement-breakpoint
DROP INDEX "listing_search_newest_idx";--> statement-breakpoint
ALTER TABLE "vendor_profiles" drop column "band";--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "band" text GENERATED ALWAYS AS (case vendor_type when 'banquet_hall' then (case when wedding_price >= 2000 then 'premium' when wedding_price >= 1200 then 'medium' else 'budget' end) when 'decorator' then (case when wedding_price >= 150000 then 'premium' when wedding_price >= 50000 then 'medium' else 'budget' end) else (case when wedding_price >= 75000 then 'premium' when wedding_price >= 40000 then 'medium' else 'budget' end) end) STORED;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "vendor_type" text DEFAULT 'wedding_cinematographer' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "vendor_type" text DEFAULT 'wedding_cinematographer' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_places_recommended_idx" ON "listing_places" USING btree ("place","vendor_type","band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_price_low_idx" ON "listing_places" USING btree ("place","vendor_type","band","wedding_price",(-"rating"),"id");--> statement-breakpoint
CREATE INDEX "listing_places_price_high_idx" ON "listing_places" USING btree ("place","vendor_type","band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_rating_idx" ON "listing_places" USING btree ("place","vendor_type","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_places_newest_idx" ON "listing_places" USING btree ("place","vendor_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_recommended_idx" ON "listing_search" USING btree ("vendor_type","band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_price_low_idx" ON "listing_search" USING btree ("vendor_type","band","wedding_price",(-"rating"),"id");--> statement-breakpoint
CREATE INDEX "listing_search_price_high_idx" ON "listing_search" USING btree ("vendor_type","band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_rating_idx" ON "listing_search" USING btree ("vendor_type","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listing_search_newest_idx" ON "listing_search" USING btree ("vendor_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Issue 19: the listing covers approved vendors of every type (docs/decisions/0021). The photographers'
-- sort indexes on vendor_profiles went with the old band column (an index of a dropped column is dropped):
-- the same indexes again, over the new per-type band. Halls and decorators are read from listing_search
-- (no place) and listing_places (a place), whose sort indexes lead with the vendor type (above).
CREATE INDEX "listing_recommended_idx" ON "vendor_profiles" USING btree ("band","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_price_low_idx" ON "vendor_profiles" USING btree ("band","wedding_price",(-"rating"),"id") WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
CREATE INDEX "listing_price_high_idx" ON "vendor_profiles" USING btree ("band","wedding_price" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE vendor_type = 'wedding_cinematographer' and status = 'approved';--> statement-breakpoint
-- Search words within a band: the photographers' band indexes (0017) now say their type; halls and
-- decorators (thousands, not tens of thousands) have one per type.
DROP INDEX IF EXISTS listing_search_words_budget_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS listing_search_words_medium_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS listing_search_words_premium_idx;
--> statement-breakpoint
CREATE INDEX listing_search_words_budget_idx ON listing_search USING gin (search_vector)
  WHERE band = 'budget' AND vendor_type = 'wedding_cinematographer';
--> statement-breakpoint
CREATE INDEX listing_search_words_medium_idx ON listing_search USING gin (search_vector)
  WHERE band = 'medium' AND vendor_type = 'wedding_cinematographer';
--> statement-breakpoint
CREATE INDEX listing_search_words_premium_idx ON listing_search USING gin (search_vector)
  WHERE band = 'premium' AND vendor_type = 'wedding_cinematographer';
--> statement-breakpoint
CREATE INDEX listing_search_words_hall_idx ON listing_search USING gin (search_vector) WHERE vendor_type = 'banquet_hall';
--> statement-breakpoint
CREATE INDEX listing_search_words_decorator_idx ON listing_search USING gin (search_vector) WHERE vendor_type = 'decorator';
--> statement-breakpoint
-- A name as its URL slug ('Entrance & Gate Decoration' -> 'entrance-gate-decoration'): filterSlug in
-- packages/shared/src/listing-rules.ts (a test compares them).
CREATE OR REPLACE FUNCTION bihe_filter_slug(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'))
$$;
--> statement-breakpoint
-- A vendor's filter keys: 'f:' facilities of a hall, 's:' specialties and 'e:' event types of a decorator.
-- VOLATILE for the same reason as bihe_places_of (0004): a fresh snapshot after waiting for the row lock.
CREATE OR REPLACE FUNCTION bihe_facets_of(vid uuid) RETURNS text[] LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(array_agg(k ORDER BY k), '{}'::text[]) FROM (
    SELECT 'f:' || bihe_filter_slug(b.amenity_name) AS k FROM banquet_amenities b WHERE b.vendor_id = vid
    UNION SELECT 's:' || bihe_filter_slug(s.specialty) FROM decorator_specialties s WHERE s.vendor_id = vid
    UNION SELECT 'e:' || bihe_filter_slug(e.event_type) FROM decorator_event_types e WHERE e.vendor_id = vid
  ) x
$$;
--> statement-breakpoint
-- A hall's and a decorator's listing facts from their own tables: the listing price (a hall's lowest
-- per-plate price, a decorator's lowest package price), a hall's largest capacity, the filter keys.
-- Photographers keep theirs from 0002's trigger (their wedding price) and are never touched here.
CREATE OR REPLACE FUNCTION bihe_refresh_type_facts(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  UPDATE vendor_profiles p SET
    wedding_price = CASE p.vendor_type
      WHEN 'banquet_hall' THEN coalesce((SELECT min(b.price) FROM banquet_packages b WHERE b.vendor_id = p.id), 0)
      ELSE coalesce((SELECT min(d.price) FROM decorator_packages d WHERE d.vendor_id = p.id), 0) END,
    capacity = CASE p.vendor_type
      WHEN 'banquet_hall' THEN coalesce((SELECT max(b.capacity) FROM banquet_packages b WHERE b.vendor_id = p.id), 0)
      ELSE 0 END,
    facets = bihe_facets_of(p.id)
  WHERE p.id = ANY (ids) AND p.vendor_type IN ('banquet_hall', 'decorator');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_type_facts_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_type_facts(array(SELECT DISTINCT vendor_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_type_facts_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_type_facts(array(SELECT DISTINCT vendor_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_type_facts_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_type_facts(array(SELECT vendor_id FROM new_rows UNION SELECT vendor_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER banquet_packages_facts_insert AFTER INSERT ON banquet_packages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_new_rows();
--> statement-breakpoint
CREATE TRIGGER banquet_packages_facts_update AFTER UPDATE ON banquet_packages
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_changed_rows();
--> statement-breakpoint
CREATE TRIGGER banquet_packages_facts_delete AFTER DELETE ON banquet_packages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_old_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_packages_facts_insert AFTER INSERT ON decorator_packages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_new_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_packages_facts_update AFTER UPDATE ON decorator_packages
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_changed_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_packages_facts_delete AFTER DELETE ON decorator_packages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_old_rows();
--> statement-breakpoint
CREATE TRIGGER banquet_amenities_facts_insert AFTER INSERT ON banquet_amenities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_new_rows();
--> statement-breakpoint
CREATE TRIGGER banquet_amenities_facts_update AFTER UPDATE ON banquet_amenities
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_changed_rows();
--> statement-breakpoint
CREATE TRIGGER banquet_amenities_facts_delete AFTER DELETE ON banquet_amenities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_old_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_specialties_facts_insert AFTER INSERT ON decorator_specialties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_new_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_specialties_facts_update AFTER UPDATE ON decorator_specialties
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_changed_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_specialties_facts_delete AFTER DELETE ON decorator_specialties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_old_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_event_types_facts_insert AFTER INSERT ON decorator_event_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_new_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_event_types_facts_update AFTER UPDATE ON decorator_event_types
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_changed_rows();
--> statement-breakpoint
CREATE TRIGGER decorator_event_types_facts_delete AFTER DELETE ON decorator_event_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_type_facts_old_rows();
--> statement-breakpoint
-- The listing's rows (0007's places, 0017's search) for approved vendors of every type, with the type,
-- a hall's capacity and the filter keys copied from the profile.
CREATE OR REPLACE FUNCTION bihe_listing_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.places IS NOT DISTINCT FROM OLD.places AND NEW.status = OLD.status
     AND NEW.vendor_type = OLD.vendor_type AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.capacity = OLD.capacity AND NEW.facets IS NOT DISTINCT FROM OLD.facets THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' THEN
    DELETE FROM listing_places WHERE id = NEW.id AND NOT (place = ANY (NEW.places));
    INSERT INTO listing_places (place, id, vendor_type, band, rating, review_count, wedding_price, created_at, capacity, facets)
      SELECT k, NEW.id, NEW.vendor_type, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at,
        NEW.capacity, NEW.facets FROM unnest(NEW.places) k
      ON CONFLICT (place, id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band,
        rating = EXCLUDED.rating, review_count = EXCLUDED.review_count, wedding_price = EXCLUDED.wedding_price,
        created_at = EXCLUDED.created_at, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_places WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_listing_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.vendor_type = OLD.vendor_type
     AND NEW.rating_sum = OLD.rating_sum AND NEW.review_count = OLD.review_count
     AND NEW.wedding_price = OLD.wedding_price AND NEW.created_at = OLD.created_at
     AND NEW.search_vector = OLD.search_vector
     AND NEW.capacity = OLD.capacity AND NEW.facets IS NOT DISTINCT FROM OLD.facets THEN
    RETURN NULL;
  END IF;
  IF NEW.status = 'approved' THEN
    INSERT INTO listing_search (id, vendor_type, band, rating, review_count, wedding_price, created_at, search_vector, capacity, facets)
      VALUES (NEW.id, NEW.vendor_type, NEW.band, NEW.rating, NEW.review_count, NEW.wedding_price, NEW.created_at,
        NEW.search_vector, NEW.capacity, NEW.facets)
      ON CONFLICT (id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band, rating = EXCLUDED.rating,
        review_count = EXCLUDED.review_count, wedding_price = EXCLUDED.wedding_price, created_at = EXCLUDED.created_at,
        search_vector = EXCLUDED.search_vector, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_search WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The card gains each type's facts: a hall's largest capacity and facilities, a decorator's specialties
-- (in the forms' order: BANQUET_AMENITIES, DECORATION_SPECIALTIES).
CREATE OR REPLACE FUNCTION bihe_refresh_cards(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO listing_cards (id, company_age, created_at, card)
  SELECT v.id, v.company_age, v.created_at, json_build_object(
    'id', v.id, 'company_name', v.company_name, 'vendor_type', v.vendor_type, 'description', v.description,
    'rating', v.rating::float8, 'review_count', v.review_count, 'wedding_price', v.wedding_price, 'band', v.band,
    'created_at', v.created_at, 'city', v.city,
    'tole', a.tole_area, 'municipality', m.name, 'district', d.name, 'province', pr.name,
    'first_service_district', (select d2.name from vendor_service_areas s join districts d2 on d2.id = s.district_id
      where s.vendor_id = v.id order by s.id limit 1),
    'card_image', (select json_build_object('p', u.file_path, 'w', u.width, 'h', u.height) from cinematographer_uploads u
      where u.vendor_id = v.id and u.file_type = 'card_image' order by u.created_at desc limit 1),
    'photos', (select json_agg(json_build_object('p', t.file_path, 'w', t.width, 'h', t.height) order by t.top desc, t.sort_order, t.created_at)
      from (select u.file_path, u.width, u.height, u.sort_order, u.created_at, (u.file_type = 'top_photo') as top
        from cinematographer_uploads u where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')
        order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit 10) t),
    'capacity', case when v.vendor_type = 'banquet_hall' and v.capacity > 0 then v.capacity end,
    'facilities', coalesce((select json_agg(b.amenity_name order by array_position(
        array['Air Conditioning', 'WiFi', 'DJ System', 'Parking']::text[], b.amenity_name), b.amenity_name)
      from banquet_amenities b where b.vendor_id = v.id), '[]'::json),
    'specialties', coalesce((select json_agg(s.specialty order by array_position(
        array['Stage Decoration', 'Mandap Decoration', 'Floral Arrangements', 'Lighting', 'Entrance & Gate Decoration',
          'Table & Centerpieces', 'Balloon Decoration', 'Theme Decoration']::text[], s.specialty), s.specialty)
      from decorator_specialties s where s.vendor_id = v.id), '[]'::json))
  FROM vendor_profiles v
  LEFT JOIN vendor_addresses a ON a.vendor_id = v.id
  LEFT JOIN municipalities m ON m.id = a.municipality_id
  LEFT JOIN districts d ON d.id = a.district_id
  LEFT JOIN provinces pr ON pr.id = a.province_id
  WHERE v.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET company_age = EXCLUDED.company_age, created_at = EXCLUDED.created_at, card = EXCLUDED.card;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_cards_profiles_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.company_name, n.vendor_type, n.description, n.rating_sum, n.review_count, n.wedding_price, n.city,
           n.created_at, n.company_age, n.capacity, n.facets)
      IS DISTINCT FROM (o.company_name, o.vendor_type, o.description, o.rating_sum, o.review_count, o.wedding_price,
           o.city, o.created_at, o.company_age, o.capacity, o.facets)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing halls and decorators: their facts, then their listing rows and cards.
SELECT bihe_refresh_type_facts(array(SELECT id FROM vendor_profiles WHERE vendor_type IN ('banquet_hall', 'decorator')));
--> statement-breakpoint
INSERT INTO listing_places (place, id, vendor_type, band, rating, review_count, wedding_price, created_at, capacity, facets)
  SELECT k, p.id, p.vendor_type, p.band, p.rating, p.review_count, p.wedding_price, p.created_at, p.capacity, p.facets
  FROM vendor_profiles p CROSS JOIN unnest(p.places) k
  WHERE p.status = 'approved' AND p.vendor_type <> 'wedding_cinematographer'
  ON CONFLICT (place, id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band,
    wedding_price = EXCLUDED.wedding_price, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets;
--> statement-breakpoint
INSERT INTO listing_search (id, vendor_type, band, rating, review_count, wedding_price, created_at, search_vector, capacity, facets)
  SELECT p.id, p.vendor_type, p.band, p.rating, p.review_count, p.wedding_price, p.created_at, p.search_vector, p.capacity, p.facets
  FROM vendor_profiles p WHERE p.status = 'approved' AND p.vendor_type <> 'wedding_cinematographer'
  ON CONFLICT (id) DO UPDATE SET vendor_type = EXCLUDED.vendor_type, band = EXCLUDED.band,
    wedding_price = EXCLUDED.wedding_price, capacity = EXCLUDED.capacity, facets = EXCLUDED.facets;
--> statement-breakpoint
SELECT bihe_refresh_cards(array(SELECT id FROM vendor_profiles WHERE vendor_type <> 'wedding_cinematographer'));

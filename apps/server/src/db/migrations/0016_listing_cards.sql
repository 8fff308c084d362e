CREATE TABLE "listing_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_age" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"card" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_cards" ADD CONSTRAINT "listing_cards_id_vendor_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each vendor's card (what a listing card shows, issue 17) kept ready by triggers, so a listing page
-- reads one row per card instead of joining its address, places, service areas and pictures.
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
        order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit 10) t))
  FROM vendor_profiles v
  LEFT JOIN vendor_addresses a ON a.vendor_id = v.id
  LEFT JOIN municipalities m ON m.id = a.municipality_id
  LEFT JOIN districts d ON d.id = a.district_id
  LEFT JOIN provinces pr ON pr.id = a.province_id
  WHERE v.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET company_age = EXCLUDED.company_age, created_at = EXCLUDED.created_at, card = EXCLUDED.card;
$$;
--> statement-breakpoint
-- Statement triggers: a bulk write (the bench seed, an admin's batch) refreshes its vendors' cards in one statement.
CREATE OR REPLACE FUNCTION bihe_cards_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(SELECT DISTINCT vendor_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_cards_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(SELECT DISTINCT vendor_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_cards_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(SELECT vendor_id FROM new_rows UNION SELECT vendor_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_cards_insert AFTER INSERT ON vendor_addresses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_new_rows();
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_cards_update AFTER UPDATE ON vendor_addresses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_changed_rows();
--> statement-breakpoint
CREATE TRIGGER vendor_addresses_cards_delete AFTER DELETE ON vendor_addresses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_old_rows();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_cards_insert AFTER INSERT ON vendor_service_areas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_new_rows();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_cards_update AFTER UPDATE ON vendor_service_areas
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_changed_rows();
--> statement-breakpoint
CREATE TRIGGER vendor_service_areas_cards_delete AFTER DELETE ON vendor_service_areas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_old_rows();
--> statement-breakpoint
CREATE TRIGGER cinematographer_uploads_cards_insert AFTER INSERT ON cinematographer_uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_new_rows();
--> statement-breakpoint
CREATE TRIGGER cinematographer_uploads_cards_update AFTER UPDATE ON cinematographer_uploads
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_changed_rows();
--> statement-breakpoint
CREATE TRIGGER cinematographer_uploads_cards_delete AFTER DELETE ON cinematographer_uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_old_rows();
--> statement-breakpoint
-- The profile's own fields (name, description, rating, price, age...): only rows whose card fields changed.
CREATE OR REPLACE FUNCTION bihe_cards_profiles_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_cards_profiles_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bihe_refresh_cards(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.company_name, n.vendor_type, n.description, n.rating_sum, n.review_count, n.wedding_price, n.city,
           n.created_at, n.company_age)
      IS DISTINCT FROM (o.company_name, o.vendor_type, o.description, o.rating_sum, o.review_count, o.wedding_price,
           o.city, o.created_at, o.company_age)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_cards_insert AFTER INSERT ON vendor_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_profiles_insert();
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_cards_update AFTER UPDATE ON vendor_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bihe_cards_profiles_update();
--> statement-breakpoint
SELECT bihe_refresh_cards(array(SELECT id FROM vendor_profiles));
--> statement-breakpoint
-- Search words within a price band (the listing's capped count per band): one GIN index per band
-- over the listed photographers, so the count reads that band's matches only. With the one GIN
-- index of all profiles, PostgreSQL intersected it with the whole band's rows of a sort index
-- (a bitmap of 7,000-13,000 entries per band at 50,000 vendors) before counting to 500.
CREATE INDEX listing_search_budget_idx ON vendor_profiles USING gin (search_vector)
  WHERE band = 'budget' AND vendor_type = 'wedding_cinematographer' AND status = 'approved';
--> statement-breakpoint
CREATE INDEX listing_search_medium_idx ON vendor_profiles USING gin (search_vector)
  WHERE band = 'medium' AND vendor_type = 'wedding_cinematographer' AND status = 'approved';
--> statement-breakpoint
CREATE INDEX listing_search_premium_idx ON vendor_profiles USING gin (search_vector)
  WHERE band = 'premium' AND vendor_type = 'wedding_cinematographer' AND status = 'approved';

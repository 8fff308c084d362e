-- The listing card kept as the answer shows it (docs/decisions/0012, item 16). listing_cards held the card's
-- raw columns, and every uncached listing request turned each of its 50-70 cards into objects, shaped them
-- (place lines in both languages, picture addresses, 'featured') and wrote them back out as JSON: a fifth of the
-- server's CPU for such a request. Now the card is kept in the shape of the API's VendorCard (but its years in
-- business, which grow with the calendar for a vendor who gave no age, and the listing query puts in front), so
-- the listing's answer is the database's text, spliced.
--
-- What the server's presentCard (modules/marketplace/service.ts) does, here: the place line joins the address's
-- tole, local level, district and province (or names the first district served, or 'Unknown'), in English and
-- with the Nepali names of the reference tables; a picture's address is the local storage's '/media/' and its
-- key, its variants '-card.webp' and '-thumb.webp' beside it; a card without a card image shows its first photo;
-- 'featured' is a rating over FEATURED_RATING (4.5). listing.test.ts compares this card with the vendor page's,
-- which presentCard makes from the live tables, after every kind of write.
CREATE OR REPLACE FUNCTION bihe_media_url(key text, variant text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '/media/' || CASE WHEN variant IS NULL THEN key ELSE regexp_replace(key, '\.webp$', '') || '-' || variant || '.webp' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_image_ref(key text, width integer, height integer) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN key IS NOT NULL AND key <> '' THEN json_build_object('url', bihe_media_url(key, NULL),
    'cardUrl', bihe_media_url(key, 'card'), 'thumbUrl', bihe_media_url(key, 'thumb'), 'width', width, 'height', height) END
$$;
--> statement-breakpoint
-- JavaScript's trim(): the ASCII white space and the Unicode spaces, line and paragraph separators and BOM.
CREATE OR REPLACE FUNCTION bihe_trim(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(t, '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g')
$$;
--> statement-breakpoint
-- The shared locationText: the parts that are not blank, joined; else the first district served; else 'Unknown'.
CREATE OR REPLACE FUNCTION bihe_place_line(parts text[], served text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(array_to_string(array(SELECT bihe_trim(p) FROM unnest(parts) WITH ORDINALITY AS x(p, i)
      WHERE bihe_trim(p) <> '' ORDER BY i), ', '), ''),
    nullif(bihe_trim(served), ''),
    'Unknown')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bihe_refresh_cards(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO listing_cards (id, company_age, created_at, card)
  SELECT v.id, v.company_age, v.created_at, json_build_object(
    'id', v.id, 'companyName', v.company_name, 'vendorType', v.vendor_type, 'description', v.description,
    'rating', v.rating::float8, 'reviewCount', v.review_count, 'weddingPrice', v.wedding_price, 'band', v.band,
    'featured', v.rating > 4.5,
    'locationText', bihe_place_line(array[a.tole_area, m.name, d.name, pr.name], served.name),
    'locationTextNe', bihe_place_line(array[a.tole_area, m.name_ne, d.name_ne, pr.name_ne], served.name_ne),
    'city', v.city,
    'cardImage', coalesce(
      (select bihe_image_ref(u.file_path, u.width, u.height) from cinematographer_uploads u
        where u.vendor_id = v.id and u.file_type = 'card_image' order by u.created_at desc limit 1),
      photos.first),
    'topPhotos', coalesce(photos.thumbs, '[]'::json),
    'createdAt', to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
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
  LEFT JOIN LATERAL (select d2.name, d2.name_ne from vendor_service_areas s join districts d2 on d2.id = s.district_id
      where s.vendor_id = v.id order by s.id limit 1) served ON true
  LEFT JOIN LATERAL (
    -- The card's photos: top photos first, then the portfolio, at most TOP_PHOTOS (10).
    select json_agg(json_build_object('thumbUrl', bihe_media_url(t.file_path, 'thumb')) order by t.n) as thumbs,
      (array_agg(bihe_image_ref(t.file_path, t.width, t.height) order by t.n))[1] as first
    from (select u.file_path, u.width, u.height,
        row_number() over (order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at) as n
      from cinematographer_uploads u where u.vendor_id = v.id and u.file_type in ('top_photo', 'portfolio_image')
      order by (u.file_type = 'top_photo') desc, u.sort_order, u.created_at limit 10) t
    where t.file_path <> '') photos ON true
  WHERE v.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET company_age = EXCLUDED.company_age, created_at = EXCLUDED.created_at, card = EXCLUDED.card;
$$;
--> statement-breakpoint
SELECT bihe_refresh_cards(array(SELECT id FROM vendor_profiles));

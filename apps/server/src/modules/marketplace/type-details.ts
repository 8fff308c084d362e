import {
  BANQUET_AMENITIES,
  DECORATION_SPECIALTIES,
  DECORATOR_EVENT_TYPES,
  type DecoratorDetails,
  type HallDetails,
} from "@bihe/shared";
import { type SQL, sql } from "drizzle-orm";

/**
 * What a banquet hall or a decorator shows besides a photographer's fields (docs/decisions/0021): the card's
 * facts (a hall's largest capacity and facilities, a decorator's specialties) and the page's details
 * (packages, facilities with parking spaces, specialties, event types). Facilities, specialties and
 * event types come in the forms' order (BANQUET_AMENITIES...), not the order they were ticked.
 */

/** `array_position` over a shared list, written as SQL literals (the lists are constants). */
const orderIn = (list: readonly string[], column: SQL) =>
  sql`array_position(array[${sql.raw(list.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))}]::text[], ${column})`;

/** The card's facts of a vendor row `v` (the columns `capacity`, `facilities`, `specialties`). */
export const typeFactsSql = (v: SQL) => sql`
  (select max(bp.capacity) from banquet_packages bp where bp.vendor_id = ${v}.id) as capacity,
  coalesce((select json_agg(ba.amenity_name order by ${orderIn(BANQUET_AMENITIES, sql`ba.amenity_name`)}, ba.amenity_name)
    from banquet_amenities ba where ba.vendor_id = ${v}.id), '[]'::json) as facilities,
  coalesce((select json_agg(ds.specialty order by ${orderIn(DECORATION_SPECIALTIES, sql`ds.specialty`)}, ds.specialty)
    from decorator_specialties ds where ds.vendor_id = ${v}.id), '[]'::json) as specialties`;

/** The page's details of a vendor row `v` (the columns `hall` and `decorator`, null for other types). */
export const typeDetailsSql = (v: SQL) => sql`
  case when ${v}.vendor_type = 'banquet_hall' then json_build_object(
    'packages', coalesce((select json_agg(json_build_object('id', bp.id, 'packageName', bp.package_name,
        'capacity', bp.capacity, 'pricePerPlate', bp.price, 'includes', bp.includes) order by bp.price, bp.id)
      from banquet_packages bp where bp.vendor_id = ${v}.id), '[]'::json),
    'facilities', coalesce((select json_agg(json_build_object('name', ba.amenity_name,
        'parkingSpaces', case when ba.amenity_name = 'Parking' then ba.quantity end)
        order by ${orderIn(BANQUET_AMENITIES, sql`ba.amenity_name`)}, ba.amenity_name)
      from banquet_amenities ba where ba.vendor_id = ${v}.id), '[]'::json)) end as hall,
  case when ${v}.vendor_type = 'decorator' then json_build_object(
    'specialties', coalesce((select json_agg(ds.specialty order by ${orderIn(DECORATION_SPECIALTIES, sql`ds.specialty`)}, ds.specialty)
      from decorator_specialties ds where ds.vendor_id = ${v}.id), '[]'::json),
    'eventTypes', coalesce((select json_agg(de.event_type order by ${orderIn(DECORATOR_EVENT_TYPES, sql`de.event_type`)}, de.event_type)
      from decorator_event_types de where de.vendor_id = ${v}.id), '[]'::json),
    'packages', coalesce((select json_agg(json_build_object('id', dp.id, 'packageName', dp.package_name,
        'price', dp.price, 'includes', dp.includes) order by dp.position, dp.id)
      from decorator_packages dp where dp.vendor_id = ${v}.id), '[]'::json)) end as decorator`;

export type RawTypeFacts = { capacity?: number | null; facilities?: string[] | null; specialties?: string[] | null };
export type RawTypeDetails = { hall: HallDetails | null; decorator: DecoratorDetails | null };

export const presentTypeFacts = (r: RawTypeFacts) => ({
  capacity: r.capacity ?? null,
  facilities: r.facilities ?? [],
  specialties: r.specialties ?? [],
});

export const presentTypeDetails = (r: RawTypeDetails) => ({ hall: r.hall ?? null, decorator: r.decorator ?? null });

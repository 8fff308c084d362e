import { clientFormSchema, type LeadUpdate } from "@bihe/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { createLead, updateLead } from "../modules/leads/service";

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const MARKER = "Pooja & Nabin Adhikari";

/** Ids of a municipality by district and name (the reference data is loaded before the demo). */
async function place(db: Db, district: string, municipality: string) {
  const r = await db.execute(sql`
    select d.province_id, d.id as district_id, m.id as municipality_id from municipalities m
    join districts d on d.id = m.district_id where d.name = ${district} and m.name = ${municipality}`);
  const row = r.rows[0] as { province_id: number; district_id: number; municipality_id: number } | undefined;
  return row ? { provinceId: row.province_id, districtId: row.district_id, municipalityId: row.municipality_id } : {};
}

/**
 * Richer leads for the demo photographer (studio@bihe.demo): several locations (Mixed and
 * Outside Valley labels), several events, packages, and moves through the pipeline made with
 * the real service so each has its history. Idempotent: skipped when already there.
 */
export async function seedDemoLeads(db: Db, email: string, now = Date.now()): Promise<void> {
  const r = await db.execute(sql`
    select v.id, v.user_id, exists(select 1 from leads l where l.vendor_id = v.id and l.name = ${MARKER}) as done
    from vendor_profiles v join users u on u.id = v.user_id where u.email = ${email}`);
  const vendor = r.rows[0] as { id: string; user_id: string; done: boolean } | undefined;
  if (!vendor || vendor.done) return;
  const ktm = await place(db, "Kathmandu", "Kathmandu");
  const lalitpur = await place(db, "Lalitpur", "Lalitpur");
  const pokhara = await place(db, "Kaski", "Pokhara");
  const chitwan = await place(db, "Chitwan", "Bharatpur");
  const day = (n: number) => isoDate(now + n * DAY);
  const pkg = {
    numberOfAlbums: 2,
    frames: 3,
    fullVideos: 2,
    cinematicHighlights: 1,
    instagramReels: 2,
    pendrive: 1,
    allEditedPictures: true,
  };

  const demo: { input: unknown; moves: LeadUpdate[] }[] = [
    {
      input: {
        name: MARKER,
        number: "9841555123",
        whatsappNumber: "9841555123",
        source: "Instagram",
        reference: "Referred by Sita Gurung",
        inquiryDate: day(-3),
        preferredContactDays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        preferredContactTime: "6:30 PM",
        locations: [
          {
            locationType: "bride_side",
            ...ktm,
            area: "Baluwatar",
            googleMapsLink: "https://maps.google.com/?q=Baluwatar+Kathmandu",
          },
          {
            locationType: "groom_side",
            ...pokhara,
            area: "Lakeside",
            googleMapsLink: "https://maps.google.com/?q=Lakeside+Pokhara",
          },
        ],
        events: [
          { eventName: "Bride Haldi + Bride Mehendi", eventDate: day(58), startTime: "10:00 AM" },
          {
            eventName: "Wedding (Both Sides)",
            eventDate: day(60),
            startTime: "9:00 AM",
            numberOfPhotographer: 2,
            numberOfVideographer: 2,
            drone: true,
          },
          { eventName: "Reception (Groom Side)", eventDate: day(62), startTime: "5:00 PM" },
        ],
      },
      moves: [],
    },
    {
      input: {
        name: "Rojina Thapa",
        number: "9803344556",
        source: "Facebook",
        inquiryDate: day(-9),
        preferredContactDays: ["Saturday"],
        preferredContactTime: "11:00 AM",
        locations: [
          { locationType: "event_venue", ...chitwan, area: "Sauraha" },
          { locationType: "bride_side", ...pokhara },
        ],
        events: [
          { eventName: "Engagement", eventDate: day(40), startTime: "2:00 PM" },
          { eventName: "Reception (Bride Side)", eventDate: day(45), startTime: "6:00 PM" },
        ],
      },
      moves: [
        { status: "called" },
        { status: "quotation_sent", totalAmount: 180000 },
        { package: { ...pkg, packagePrice: 180000 } },
      ],
    },
    {
      input: {
        name: "Kiran Maharjan",
        number: "9818877665",
        whatsappNumber: "9818877665",
        source: "Bihe marketplace",
        inquiryDate: day(-20),
        preferredContactDays: ["Friday", "Saturday"],
        preferredContactTime: "7:00 PM",
        locations: [{ locationType: "event_venue", ...lalitpur, area: "Jawalakhel" }],
        events: [{ eventName: "Pasni + Reception", eventDate: day(25), startTime: "11:00 AM" }],
      },
      moves: [
        { status: "called" },
        { status: "quotation_sent", totalAmount: 60000 },
        { status: "won", advanceAmount: 20000 },
        { package: { ...pkg, numberOfAlbums: 1, frames: 1, packagePrice: 60000 } },
      ],
    },
  ];
  for (const d of demo) {
    const { id } = await createLead(db, vendor.id, clientFormSchema.parse(d.input));
    for (const move of d.moves) await updateLead(db, vendor.id, vendor.user_id, id, move);
  }
}

/** The public marketplace: listing filters and sorts (in the URL), and the API's answer types. */
import { z } from "zod";
import { inquiryWeddingDtoSchema } from "./inquiry";
import { PRICE_BAND_IDS, type PriceBandId } from "./price-bands";
import { vendorAvailabilitySchema } from "./public-availability";
import { REVIEW_ORIGINS } from "./review-rules";

export * from "./guest-count";
export * from "./listing-rules";

/** An unknown or non-public vendor: its page, its contacts, its reviews, a shortlist (spec 000's 'Vendor Not Found'). */
export const VENDOR_NOT_FOUND = "Vendor Not Found";
/** A vendor's shared link to a form (the client form) that names no vendor (spec 001, the review page's lookup). */
export const VENDOR_LINK_NOT_FOUND = "Vendor not found. Please check the link and try again.";

export const imageRefSchema = z.object({
  url: z.string(),
  cardUrl: z.string(),
  thumbUrl: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

const priceBandIdSchema = z.enum(PRICE_BAND_IDS as [PriceBandId, ...PriceBandId[]]);

export const vendorCardSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  vendorType: z.string(),
  description: z.string(),
  yearsInBusiness: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  weddingPrice: z.number(),
  band: priceBandIdSchema,
  featured: z.boolean(),
  /** Spec 000's place line: 'tole, municipality, district, province', the first service-area district, or 'Unknown'. */
  locationText: z.string(),
  /** The same line with the places' Nepali names (the tole as written; 'Unknown' stays): shown to Nepali readers. */
  locationTextNe: z.string(),
  city: z.string().nullable(),
  cardImage: imageRefSchema.nullable(),
  /**
   * Up to 10 top photos, as the card draws them: 40 px thumbnails. Only their thumbnail URL is sent
   * (the full picture refs were 70 % of a listing answer's JSON, parsed on every phone).
   */
  topPhotos: z.array(z.object({ thumbUrl: z.string() })),
  createdAt: z.string(),
  /** Banquet halls: the largest package capacity (guests); null for other types or a hall without packages. */
  capacity: z.number().nullable(),
  /** Banquet halls: their facilities (BANQUET_AMENITIES names, in that order); empty for other types. */
  facilities: z.array(z.string()),
  /** Decorators: their specialties (DECORATION_SPECIALTIES names, in that order); empty for other types. */
  specialties: z.array(z.string()),
});
/**
 * A listing card. `weddingPrice` is the type's listing price (docs/decisions/0021): a photographer's
 * wedding price, a hall's lowest per-plate price, a decorator's starting package price.
 */
export type VendorCard = z.infer<typeof vendorCardSchema>;

/**
 * One row of the listing: a price band, or 'all' (the flat list of the rating and newest sorts).
 * `total` stops at LISTING_COUNT_CAP (`totalCapped`); `nextCursor` asks for the next page
 * (GET /api/vendors?band=<id>&after=<cursor>), null on the last.
 */
export type ListingSectionId = PriceBandId | "all";
export const listingBandSchema = z.object({
  id: z.union([priceBandIdSchema, z.literal("all")]),
  total: z.number(),
  totalCapped: z.boolean(),
  vendors: z.array(vendorCardSchema),
  nextCursor: z.string().nullable(),
});
export type ListingBand = z.infer<typeof listingBandSchema>;
/** GET /api/vendors */
export const listingResponseSchema = z.object({
  layout: z.enum(["bands", "flat"]),
  total: z.number(),
  totalCapped: z.boolean(),
  bands: z.array(listingBandSchema),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const vendorReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  reviewerName: z.string(),
  reviewText: z.string().nullable(),
  createdAt: z.string(),
  /** 'booked': from a completed booking; 'contacted': the reviewer's account unlocked this vendor (docs/decisions/0019). */
  origin: z.enum(REVIEW_ORIGINS).nullable(),
  /** The vendor's one public reply. */
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type VendorReview = z.infer<typeof vendorReviewSchema>;
export const vendorPackageSchema = z.object({
  id: z.number(),
  packageName: z.string(),
  price: z.number(),
  events: z.array(
    z.object({ eventName: z.string(), photographers: z.number(), videographers: z.number(), hours: z.number() }),
  ),
  albums: z.number(),
  frames: z.number(),
  fullVideos: z.number(),
  highlightVideos: z.number(),
  instaReels: z.number(),
  pendrive: z.number(),
  allEditedPictures: z.boolean(),
  editedPicturesSpecify: z.string(),
});
export type VendorPackage = z.infer<typeof vendorPackageSchema>;

/** A banquet hall's package: up to `capacity` guests at `pricePerPlate` rupees a plate. */
export const hallPackageSchema = z.object({
  id: z.number(),
  packageName: z.string(),
  capacity: z.number(),
  pricePerPlate: z.number(),
  includes: z.string(),
});
export type HallPackage = z.infer<typeof hallPackageSchema>;
/** What a banquet hall's page adds: its packages (cheapest first) and facilities (parking with its spaces). */
export const hallDetailsSchema = z.object({
  packages: z.array(hallPackageSchema),
  facilities: z.array(z.object({ name: z.string(), parkingSpaces: z.number().nullable() })),
});
export type HallDetails = z.infer<typeof hallDetailsSchema>;
export const decoratorPackageSchema = z.object({
  id: z.number(),
  packageName: z.string(),
  price: z.number(),
  includes: z.string(),
});
export type DecoratorPackage = z.infer<typeof decoratorPackageSchema>;
/** What a decorator's page adds: specialties, event types and packages (in the decorator's order). */
export const decoratorDetailsSchema = z.object({
  specialties: z.array(z.string()),
  eventTypes: z.array(z.string()),
  packages: z.array(decoratorPackageSchema),
});
export type DecoratorDetails = z.infer<typeof decoratorDetailsSchema>;

/** GET /api/vendors/:id: the whole public page, never the contacts. */
export const vendorPageSchema = vendorCardSchema.extend({
  status: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    tiktok: z.string().nullable(),
    website: z.string().nullable(),
  }),
  address: z
    .object({
      province: z.string().nullable(),
      district: z.string().nullable(),
      municipality: z.string().nullable(),
      /** The local level's Nepali name (reference data), for Nepali readers. */
      municipalityNe: z.string().nullable(),
      ward: z.number().nullable(),
      tole: z.string().nullable(),
      street: z.string().nullable(),
      googleMapsUrl: z.string().nullable(),
    })
    .nullable(),
  bannerImage: imageRefSchema.nullable(),
  portfolio: z.array(imageRefSchema),
  eventPricing: z.array(
    z.object({
      eventName: z.string(),
      price: z.number(),
      hours: z.number(),
      photographers: z.number(),
      videographers: z.number(),
    }),
  ),
  packages: z.array(vendorPackageSchema),
  paymentTerms: z.array(
    z.object({ installmentNumber: z.number(), percentage: z.number(), description: z.string(), termLabel: z.string() }),
  ),
  cancellationPolicy: z.string().nullable(),
  reviews: z.array(vendorReviewSchema),
  serviceAreaLabel: z.string(),
  serviceAreas: z.array(z.object({ province: z.string(), district: z.string() })),
  hasContacts: z.boolean(),
  /** Banquet halls only (null for other types). */
  hall: hallDetailsSchema.nullable(),
  /** Decorators only (null for other types). */
  decorator: decoratorDetailsSchema.nullable(),
  /** The next months' dates that are not free (free / few left / booked, never why or who). */
  availability: vendorAvailabilitySchema,
});
export type VendorPage = z.infer<typeof vendorPageSchema>;

export const vendorContactSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  whatsapp: z.string().nullable(),
  secondaryContact: z.string().nullable(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;
/** POST /api/vendors/:id/unlock */
export const unlockResponseSchema = z.object({
  promoCode: z.string(),
  contacts: z.array(vendorContactSchema),
  reused: z.boolean(),
  /** What the inquiry now says about the wedding (the couple may update it by sending again). */
  wedding: inquiryWeddingDtoSchema,
});
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

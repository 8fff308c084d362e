/** Stored vendor types, the spec's aliases, statuses and roles. */
export const VENDOR_TYPES = ["wedding_cinematographer", "banquet_hall", "decorator"] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const VENDOR_STATUSES = ["pending", "approved", "rejected"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const ROLES = ["admin", "vendor", "customer"] as const;
export type Role = (typeof ROLES)[number];

export const LEAD_STATUSES = ["inquiry", "called", "quotation_sent", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const ALIASES: Record<string, VendorType> = {
  wedding_cinematographer: "wedding_cinematographer",
  "wedding-cinematographer": "wedding_cinematographer",
  photographer: "wedding_cinematographer",
  photography: "wedding_cinematographer",
  cinematographer: "wedding_cinematographer",
  banquet: "banquet_hall",
  banquet_hall: "banquet_hall",
  decorator: "decorator",
  decoration: "decorator",
};

/** Maps any spelling the spec uses to a stored type; unknown or missing means photographer. */
export function normalizeVendorType(value: string | null | undefined): VendorType {
  return ALIASES[(value ?? "").trim().toLowerCase()] ?? "wedding_cinematographer";
}

/** Like normalizeVendorType, but returns null for a value that is not a known alias. */
export function parseVendorType(value: string | null | undefined): VendorType | null {
  return ALIASES[(value ?? "").trim().toLowerCase()] ?? null;
}

export const DASHBOARD_BY_VENDOR_TYPE: Record<VendorType, string> = {
  wedding_cinematographer: "/wedding-cinematographer-dashboard",
  banquet_hall: "/banquet-dashboard",
  decorator: "/decorator-dashboard",
};

/**
 * Each vendor type's own registration form (spec 001 routes): the nine-step wizard is for
 * photography companies only; banquet halls and decorators have their own forms.
 */
export const REGISTRATION_FORM_BY_VENDOR_TYPE: Record<VendorType, string> = {
  wedding_cinematographer: "/vendor-form/wedding-cinematographer",
  banquet_hall: "/banquet-form",
  decorator: "/decorator-form",
};

/** The registration form of any spelling of a vendor type (unknown means photographer). */
export const registrationFormPath = (vendorType: string | null | undefined): string =>
  REGISTRATION_FORM_BY_VENDOR_TYPE[normalizeVendorType(vendorType)];

/** Spec 000 'Dashboard choice by profile'. */
export function dashboardPath(profile: { role: string; vendorType?: string | null } | null | undefined): string {
  if (!profile) return "/login";
  if (profile.role === "admin") return "/admin-dashboard";
  if (profile.role === "vendor") return DASHBOARD_BY_VENDOR_TYPE[normalizeVendorType(profile.vendorType)];
  return "/customer-dashboard";
}

export const VENDOR_TYPE_LABELS: Record<VendorType, string> = {
  wedding_cinematographer: "Wedding Cinematographer",
  banquet_hall: "Banquet Hall",
  decorator: "Decorator",
};

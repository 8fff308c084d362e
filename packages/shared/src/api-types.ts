import type { Role, VendorStatus, VendorType } from "./vendor-types";

/** Every API error has this shape (DESIGN 'How a request flows'). */
export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

/** GET /api/me */
export type Me = {
  user: { id: string; email: string; role: Role; vendorType: VendorType | null; emailVerified: boolean };
  vendor: { id: string; status: VendorStatus; companyName: string; vendorType: VendorType } | null;
} | null;

/** The web screens of a booking, for notifications and emails. */
export function bookingLinks(bookingId: string): { vendor: string; customer: string } {
  return {
    vendor: `/vendor-bookings/${bookingId}`,
    customer: `/customer-dashboard?tab=bookings&booking=${bookingId}`,
  };
}

/** The API address of a quotation's PDF for the party reading it (helper of the emails' links). */
export const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, "")}${path}`;

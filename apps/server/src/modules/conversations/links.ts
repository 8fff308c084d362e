/** The web screens that open a lead's thread, for notifications and emails. */
export function threadLinks(leadId: string): { vendor: string; customer: string } {
  return {
    vendor: `/vendor-messages?lead=${leadId}`,
    customer: `/customer-dashboard?tab=messages&lead=${leadId}`,
  };
}

/** The walk-in client's page of a private link (the token is only ever in this path and the API's). */
export const clientPagePath = (token: string) => `/c/${token}`;

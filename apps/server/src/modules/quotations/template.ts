import {
  addDaysAd,
  type QuotationOption,
  type QuotationTemplate,
  quotationTotals,
  scheduleFromTerms,
  todayAdInNepal,
} from "@bihe/shared";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  banquetPackages,
  cancellationPolicies,
  comboPackages,
  decoratorPackages,
  eventPricing,
  paymentTerms,
  vendorAddons,
  vendorPaymentQrs,
  vendorProfiles,
} from "../../db/schema";
import { eventsOfLead } from "./queries";

/** How long a new quotation stays open unless the vendor says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What the vendor sells, as lines it can add: packages, each event's price, add-ons. */
async function vendorOptions(db: DbOrTx, vendorId: string, vendorType: string) {
  const options: (QuotationOption & { eventName?: string })[] = [];
  if (vendorType === "banquet_hall") {
    const rows = await db.select().from(banquetPackages).where(eq(banquetPackages.vendorId, vendorId));
    for (const p of rows)
      options.push({
        group: "package",
        description: `${p.packageName} (up to ${p.capacity} guests)`,
        unitPrice: p.price,
      });
    return options;
  }
  if (vendorType === "decorator") {
    const rows = await db
      .select()
      .from(decoratorPackages)
      .where(eq(decoratorPackages.vendorId, vendorId))
      .orderBy(asc(decoratorPackages.position));
    for (const p of rows) options.push({ group: "package", description: p.packageName, unitPrice: p.price });
    return options;
  }
  const combos = await db
    .select()
    .from(comboPackages)
    .where(eq(comboPackages.vendorId, vendorId))
    .orderBy(asc(comboPackages.sortOrder));
  for (const c of combos) {
    const events = c.events.map((e) => e.eventName).join(", ");
    options.push({
      group: "package",
      description: `${c.packageName}${events ? ` (${events})` : ""}`,
      unitPrice: c.price,
    });
  }
  const prices = await db
    .select()
    .from(eventPricing)
    .where(eq(eventPricing.vendorId, vendorId))
    .orderBy(asc(eventPricing.sortOrder));
  for (const p of prices) {
    options.push({
      group: "event",
      eventName: p.eventName,
      description: `${p.eventName}: ${p.hours} h, ${plural(p.photographers, "photographer")}, ${plural(p.videographers, "videographer")}`,
      unitPrice: p.price,
    });
  }
  const [addons] = await db.select().from(vendorAddons).where(eq(vendorAddons.vendorId, vendorId));
  if (addons) {
    const named: [string, number][] = [
      ["Extra photographer", addons.extraPhotographer],
      ["Extra videographer", addons.extraVideographer],
      ["Album", addons.album],
      ["Frame", addons.frame],
      ["Drone", addons.drone],
    ];
    for (const [description, unitPrice] of named)
      if (unitPrice > 0) options.push({ group: "addon", description, unitPrice });
  }
  return options;
}

/**
 * The builder's starting point for a lead: a line per event of the lead the vendor has a price for,
 * no discount, no VAT, valid for two weeks, the cancellation policy as terms, and the schedule from
 * the vendor's payment terms. Everything else it sells comes as options to add.
 */
export async function quotationTemplate(
  db: DbOrTx,
  vendorId: string,
  lead: { leadId: string; clientName: string },
): Promise<QuotationTemplate> {
  const [vendor] = await db
    .select({ vendorType: vendorProfiles.vendorType, vatPanNumber: vendorProfiles.vatPanNumber })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, vendorId));
  const events = await eventsOfLead(db, lead.leadId);
  const options = await vendorOptions(db, vendorId, vendor?.vendorType ?? "wedding_cinematographer");
  const items = events.flatMap((e) => {
    const price = options.find((o) => o.group === "event" && o.eventName === e.eventName);
    return price ? [{ description: price.description, quantity: 1, unitPrice: price.unitPrice }] : [];
  });
  const terms = await db
    .select({ percentage: paymentTerms.percentage, termLabel: paymentTerms.termLabel })
    .from(paymentTerms)
    .where(eq(paymentTerms.vendorId, vendorId))
    .orderBy(asc(paymentTerms.termOrder), asc(paymentTerms.installmentNumber));
  const [policy] = await db
    .select({ text: cancellationPolicies.policyText })
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.vendorId, vendorId));
  const [qr] = await db
    .select({ vendorId: vendorPaymentQrs.vendorId })
    .from(vendorPaymentQrs)
    .where(eq(vendorPaymentQrs.vendorId, vendorId));
  const { total } = quotationTotals(items, 0, false);
  return {
    draft: {
      items,
      discount: 0,
      withVat: false,
      validUntil: addDaysAd(todayAdInNepal(), DEFAULT_VALIDITY_DAYS),
      terms: policy?.text.slice(0, 4000) || null,
      schedule: scheduleFromTerms(terms, total),
    },
    options: options.map(({ group, description, unitPrice }) => ({ group, description, unitPrice })),
    paymentTerms: terms,
    vatPanNumber: vendor?.vatPanNumber || null,
    hasPaymentQr: !!qr,
    clientName: lead.clientName,
    events,
  };
}

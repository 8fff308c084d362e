/**
 * A check of JSON-LD against the schema.org types this site uses: each object's @type is known,
 * carries the properties that type requires (for rich results), and nested things are checked too.
 * Returns the problems found (empty when valid).
 */
const REQUIRED: Record<string, string[]> = {
  WebSite: ["name", "url"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  LocalBusiness: ["name", "address", "url"],
  ProfessionalService: ["name", "address", "url"],
  PostalAddress: ["addressCountry"],
  AdministrativeArea: ["name"],
  AggregateRating: ["ratingValue", "reviewCount", "bestRating"],
  Review: ["author", "reviewRating", "datePublished"],
  Person: ["name"],
  Rating: ["ratingValue", "bestRating"],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement"],
  ListItem: ["position"],
  LocationFeatureSpecification: ["name", "value"],
};

export function checkSchemaOrg(value: unknown, path = "$", top = true): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => checkSchemaOrg(v, `${path}[${i}]`, false));
  if (!value || typeof value !== "object") return [];
  const thing = value as Record<string, unknown>;
  const problems: string[] = [];
  if (top && thing["@context"] !== "https://schema.org") problems.push(`${path}: @context is not https://schema.org`);
  const type = thing["@type"];
  if (typeof type === "string") {
    const required = REQUIRED[type];
    if (!required) problems.push(`${path}: unknown @type ${type}`);
    for (const prop of required ?? []) {
      const v = thing[prop];
      if (v == null || v === "" || (Array.isArray(v) && v.length === 0))
        problems.push(`${path}: ${type} lacks ${prop}`);
    }
    if (type === "ListItem" && !(thing.item || thing.url)) problems.push(`${path}: ListItem lacks item or url`);
    if (
      (type === "AggregateRating" || type === "Rating") &&
      !(Number(thing.ratingValue) >= 1 && Number(thing.ratingValue) <= 5)
    )
      problems.push(`${path}: ratingValue out of 1-5`);
    if (type === "BreadcrumbList" || type === "ItemList") {
      const items = (thing.itemListElement as { position?: number }[]) ?? [];
      items.forEach((item, i) => {
        if (item.position !== i + 1) problems.push(`${path}.itemListElement[${i}]: position ${item.position}`);
      });
    }
  }
  for (const [key, v] of Object.entries(thing)) {
    if (key !== "@context") problems.push(...checkSchemaOrg(v, `${path}.${key}`, false));
  }
  return problems;
}

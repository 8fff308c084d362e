-- Halls' and decorators' own filters (facilities, specialty, event type: listing_search.facets) per
-- type and band (docs/decisions/0021): a filtered band's capped count and first page read the
-- matching rows only. With the type-led sort index alone, a rare combination (a decorator for pasni
-- lighting) scanned the whole band, and PostgreSQL chose a sequential scan of listing_search for it.
-- Partial on literal bands: the listing writes a hall's or decorator's band as a literal for them.
CREATE INDEX listing_search_facets_hall_budget_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'banquet_hall' AND band = 'budget';
--> statement-breakpoint
CREATE INDEX listing_search_facets_hall_medium_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'banquet_hall' AND band = 'medium';
--> statement-breakpoint
CREATE INDEX listing_search_facets_hall_premium_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'banquet_hall' AND band = 'premium';
--> statement-breakpoint
CREATE INDEX listing_search_facets_hall_idx ON listing_search USING gin (facets) WHERE vendor_type = 'banquet_hall';
--> statement-breakpoint
CREATE INDEX listing_search_facets_decorator_budget_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'decorator' AND band = 'budget';
--> statement-breakpoint
CREATE INDEX listing_search_facets_decorator_medium_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'decorator' AND band = 'medium';
--> statement-breakpoint
CREATE INDEX listing_search_facets_decorator_premium_idx ON listing_search USING gin (facets)
  WHERE vendor_type = 'decorator' AND band = 'premium';
--> statement-breakpoint
CREATE INDEX listing_search_facets_decorator_idx ON listing_search USING gin (facets) WHERE vendor_type = 'decorator';

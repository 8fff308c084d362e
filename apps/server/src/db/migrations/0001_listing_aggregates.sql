ALTER TABLE "vendor_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "wedding_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_profiles_price_idx" ON "vendor_profiles" USING btree ("vendor_type","status","wedding_price");
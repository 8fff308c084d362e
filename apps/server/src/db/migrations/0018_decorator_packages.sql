CREATE TABLE "decorator_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"price" integer NOT NULL,
	"includes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "decorator_packages_price_check" CHECK ("decorator_packages"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "decorator_packages" ADD CONSTRAINT "decorator_packages_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decorator_packages_vendor_idx" ON "decorator_packages" USING btree ("vendor_id","position");
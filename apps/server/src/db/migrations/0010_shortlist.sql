CREATE TABLE "shortlist" (
	"customer_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_customer_id_vendor_id_pk" PRIMARY KEY("customer_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "shortlist" ADD CONSTRAINT "shortlist_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist" ADD CONSTRAINT "shortlist_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_vendor_idx" ON "shortlist" USING btree ("vendor_id");
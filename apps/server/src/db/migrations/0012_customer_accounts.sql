CREATE TABLE "contact_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_unlocks_inquiry_id_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "contact_unlocks_customer_vendor_key" UNIQUE("customer_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"wedding_date" date,
	"city" text,
	"budget" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_phone_check" CHECK ("customer_profiles"."phone" ~ '^9[678][0-9]{8}$'),
	CONSTRAINT "customer_profiles_budget_check" CHECK ("customer_profiles"."budget" is null or "customer_profiles"."budget" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "unlock_bursts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"customer_id" text,
	"ip" text NOT NULL,
	"day" date NOT NULL,
	"refused" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlock_bursts_kind_subject_day_key" UNIQUE("kind","subject","day"),
	CONSTRAINT "unlock_bursts_kind_check" CHECK ("unlock_bursts"."kind" in ('customer', 'ip'))
);
--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_inquiry_id_customer_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."customer_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlock_bursts" ADD CONSTRAINT "unlock_bursts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_unlocks_customer_idx" ON "contact_unlocks" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_unlocks_ip_idx" ON "contact_unlocks" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_unlocks_vendor_idx" ON "contact_unlocks" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "unlock_bursts_last_idx" ON "unlock_bursts" USING btree ("last_at");
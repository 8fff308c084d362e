CREATE TABLE "saait_dates" (
	"day" date PRIMARY KEY NOT NULL,
	"bs_year" smallint NOT NULL,
	"note" text,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saait_dates_note_check" CHECK ("saait_dates"."note" is null or char_length("saait_dates"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "vendor_calendars" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_calendars_feed_token_unique" UNIQUE("feed_token"),
	CONSTRAINT "vendor_calendars_capacity_check" CHECK ("vendor_calendars"."capacity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "vendor_date_blocks" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_date_blocks_vendor_id_day_pk" PRIMARY KEY("vendor_id","day"),
	CONSTRAINT "vendor_date_blocks_note_check" CHECK ("vendor_date_blocks"."note" is null or char_length("vendor_date_blocks"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "vendor_full_dates" (
	"day" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	CONSTRAINT "vendor_full_dates_day_vendor_id_pk" PRIMARY KEY("day","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "wedding_date" date;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "budget" integer;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "saait_dates" ADD CONSTRAINT "saait_dates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_calendars" ADD CONSTRAINT "vendor_calendars_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_date_blocks" ADD CONSTRAINT "vendor_date_blocks_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_full_dates" ADD CONSTRAINT "vendor_full_dates_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saait_dates_year_idx" ON "saait_dates" USING btree ("bs_year","day");--> statement-breakpoint
CREATE INDEX "vendor_full_dates_vendor_idx" ON "vendor_full_dates" USING btree ("vendor_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_customer_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."customer_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_inquiries_date_idx" ON "customer_inquiries" USING btree ("vendor_id","wedding_date") WHERE wedding_date is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_unique" UNIQUE("inquiry_id");--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_guests_check" CHECK ("customer_inquiries"."guests" is null or "customer_inquiries"."guests" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_budget_check" CHECK ("customer_inquiries"."budget" is null or "customer_inquiries"."budget" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_message_check" CHECK ("customer_inquiries"."message" is null or char_length("customer_inquiries"."message") <= 1000);
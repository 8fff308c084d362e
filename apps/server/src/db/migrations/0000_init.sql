CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"vendor_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'vendor', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"event_date" date,
	"start_time" text,
	"number_of_photographer" smallint DEFAULT 1 NOT NULL,
	"number_of_videographer" smallint DEFAULT 1 NOT NULL,
	"drone" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"changed_by" text,
	"from_status" text,
	"to_status" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"location_type" text NOT NULL,
	"province_id" smallint,
	"district_id" smallint,
	"municipality_id" smallint,
	"city" text,
	"area" text,
	"google_maps_link" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_locations_type_check" CHECK ("lead_locations"."location_type" in ('bride_side', 'groom_side', 'event_venue'))
);
--> statement-breakpoint
CREATE TABLE "lead_packages" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"number_of_albums" smallint DEFAULT 0 NOT NULL,
	"frames" smallint DEFAULT 0 NOT NULL,
	"full_videos" smallint DEFAULT 0 NOT NULL,
	"cinematic_highlights" smallint DEFAULT 0 NOT NULL,
	"instagram_reels" smallint DEFAULT 0 NOT NULL,
	"pendrive" smallint DEFAULT 0 NOT NULL,
	"all_edited_pictures" boolean DEFAULT false NOT NULL,
	"package_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"whatsapp_number" text,
	"source" text,
	"reference" text,
	"status" text DEFAULT 'inquiry' NOT NULL,
	"inquiry_date" date NOT NULL,
	"preferred_contact_days" text,
	"preferred_contact_time" text,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"advance_amount" integer DEFAULT 0 NOT NULL,
	"remaining_amount" integer GENERATED ALWAYS AS (greatest(total_amount - advance_amount, 0)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('inquiry', 'called', 'quotation_sent', 'won', 'lost')),
	CONSTRAINT "leads_amounts_check" CHECK ("leads"."total_amount" >= 0 and "leads"."advance_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" smallint NOT NULL,
	"ward" smallint NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_status_check" CHECK ("areas"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "areas_ward_check" CHECK ("areas"."ward" >= 1)
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_catalogue" (
	"name" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"default_price" integer NOT NULL,
	"hours" smallint NOT NULL,
	"photographers" smallint NOT NULL,
	"videographers" smallint NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" smallint PRIMARY KEY NOT NULL,
	"district_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL,
	"type" text NOT NULL,
	"wards" smallint NOT NULL,
	CONSTRAINT "municipalities_type_check" CHECK ("municipalities"."type" in ('Metropolitan City', 'Sub-Metropolitan City', 'Municipality', 'Rural Municipality'))
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed', 'local'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banquet_amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"amenity_name" text NOT NULL,
	"quantity" integer,
	CONSTRAINT "banquet_amenities_uq" UNIQUE("vendor_id","amenity_name")
);
--> statement-breakpoint
CREATE TABLE "banquet_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"capacity" integer NOT NULL,
	"price" integer NOT NULL,
	"includes" text DEFAULT '' NOT NULL,
	CONSTRAINT "banquet_packages_numbers_check" CHECK ("banquet_packages"."capacity" > 0 and "banquet_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_cancellation_policies" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"policy_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cinematographer_combo_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"package_key" text NOT NULL,
	"package_name" text NOT NULL,
	"price" integer NOT NULL,
	"events" jsonb NOT NULL,
	"albums" smallint DEFAULT 0 NOT NULL,
	"frames" smallint DEFAULT 0 NOT NULL,
	"full_videos" smallint DEFAULT 0 NOT NULL,
	"highlight_videos" smallint DEFAULT 0 NOT NULL,
	"insta_reels" smallint DEFAULT 0 NOT NULL,
	"pendrive" smallint DEFAULT 0 NOT NULL,
	"all_edited_pictures" boolean DEFAULT false NOT NULL,
	"edited_pictures_specify" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_packages_price_check" CHECK ("cinematographer_combo_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"promo_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_inquiries_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "customer_inquiries_code_check" CHECK ("customer_inquiries"."promo_code" ~ '^[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "decorator_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "decorator_event_types_uq" UNIQUE("vendor_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "decorator_specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"specialty" text NOT NULL,
	CONSTRAINT "decorator_specialties_uq" UNIQUE("vendor_id","specialty")
);
--> statement-breakpoint
CREATE TABLE "cinematographer_event_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"price" integer NOT NULL,
	"hours" smallint NOT NULL,
	"photographers" smallint NOT NULL,
	"videographers" smallint NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_pricing_uq" UNIQUE("vendor_id","event_name"),
	CONSTRAINT "event_pricing_price_check" CHECK ("cinematographer_event_pricing"."price" >= 0),
	CONSTRAINT "event_pricing_hours_check" CHECK ("cinematographer_event_pricing"."hours" >= 0 and "cinematographer_event_pricing"."photographers" >= 0 and "cinematographer_event_pricing"."videographers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"term_order" smallint NOT NULL,
	"installment_number" smallint NOT NULL,
	"percentage" smallint NOT NULL,
	"description" text NOT NULL,
	"term_label" text NOT NULL,
	CONSTRAINT "payment_terms_installment_uq" UNIQUE("vendor_id","installment_number"),
	CONSTRAINT "payment_terms_percentage_check" CHECK ("vendor_payment_terms"."percentage" between 1 and 100),
	CONSTRAINT "payment_terms_installment_check" CHECK ("vendor_payment_terms"."installment_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "cinematographer_addons" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"extra_photographer" integer DEFAULT 0 NOT NULL,
	"extra_videographer" integer DEFAULT 0 NOT NULL,
	"album" integer DEFAULT 0 NOT NULL,
	"frame" integer DEFAULT 0 NOT NULL,
	"drone" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_addresses" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"province_id" smallint,
	"district_id" smallint,
	"municipality_id" smallint,
	"ward" smallint,
	"area_id" integer,
	"tole_area" text,
	"tole_street" text,
	"google_maps_url" text
);
--> statement-breakpoint
CREATE TABLE "vendor_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"contact_person_number" smallint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"whatsapp" text,
	"same_as_mobile" boolean DEFAULT false NOT NULL,
	"secondary_contact" text,
	CONSTRAINT "vendor_contacts_person_uq" UNIQUE("vendor_id","contact_person_number"),
	CONSTRAINT "vendor_contacts_number_check" CHECK ("vendor_contacts"."contact_person_number" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "vendor_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"vendor_type" text NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vendor_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company_age" smallint,
	"vat_pan_number" text,
	"email_address" text NOT NULL,
	"phone" text,
	"facebook_url" text,
	"instagram_url" text,
	"youtube_url" text,
	"tiktok_url" text,
	"website_url" text,
	"google_drive_link" text,
	"company_address" text,
	"city" text,
	"outside_kathmandu" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(company_name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, ''))) STORED,
	CONSTRAINT "vendor_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "vendor_profiles_type_check" CHECK ("vendor_profiles"."vendor_type" in ('wedding_cinematographer', 'banquet_hall', 'decorator')),
	CONSTRAINT "vendor_profiles_status_check" CHECK ("vendor_profiles"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "vendor_profiles_age_check" CHECK ("vendor_profiles"."company_age" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text,
	"review_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_reviews_rating_check" CHECK ("vendor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vendor_service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"province_id" smallint NOT NULL,
	"district_id" smallint NOT NULL,
	CONSTRAINT "vendor_service_areas_uq" UNIQUE("vendor_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "cinematographer_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_type_check" CHECK ("cinematographer_uploads"."file_type" in ('card_image', 'banner_image', 'top_photo', 'portfolio_image'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_locations" ADD CONSTRAINT "lead_locations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_locations" ADD CONSTRAINT "lead_locations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_locations" ADD CONSTRAINT "lead_locations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_locations" ADD CONSTRAINT "lead_locations_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_packages" ADD CONSTRAINT "lead_packages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_amenities" ADD CONSTRAINT "banquet_amenities_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banquet_packages" ADD CONSTRAINT "banquet_packages_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_cancellation_policies" ADD CONSTRAINT "vendor_cancellation_policies_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinematographer_combo_packages" ADD CONSTRAINT "cinematographer_combo_packages_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decorator_event_types" ADD CONSTRAINT "decorator_event_types_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decorator_specialties" ADD CONSTRAINT "decorator_specialties_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinematographer_event_pricing" ADD CONSTRAINT "cinematographer_event_pricing_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_terms" ADD CONSTRAINT "vendor_payment_terms_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinematographer_addons" ADD CONSTRAINT "cinematographer_addons_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD CONSTRAINT "vendor_addresses_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD CONSTRAINT "vendor_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD CONSTRAINT "vendor_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD CONSTRAINT "vendor_addresses_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_addresses" ADD CONSTRAINT "vendor_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contacts" ADD CONSTRAINT "vendor_contacts_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_drafts" ADD CONSTRAINT "vendor_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinematographer_uploads" ADD CONSTRAINT "cinematographer_uploads_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_events_date_idx" ON "lead_events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "lead_history_lead_idx" ON "lead_history" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_locations_lead_idx" ON "lead_locations" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_vendor_status_idx" ON "leads" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_place_name_uq" ON "areas" USING btree ("municipality_id","ward",lower("name"));--> statement-breakpoint
CREATE INDEX "areas_status_idx" ON "areas" USING btree ("status");--> statement-breakpoint
CREATE INDEX "districts_province_id_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "municipalities_district_id_idx" ON "municipalities" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "banquet_packages_vendor_idx" ON "banquet_packages" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "combo_packages_vendor_idx" ON "cinematographer_combo_packages" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "customer_inquiries_vendor_idx" ON "customer_inquiries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_inquiries_phone_idx" ON "customer_inquiries" USING btree ("vendor_id","customer_phone","created_at");--> statement-breakpoint
CREATE INDEX "decorator_event_types_idx" ON "decorator_event_types" USING btree ("event_type");--> statement-breakpoint
CREATE INDEX "decorator_specialties_idx" ON "decorator_specialties" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "event_pricing_event_price_idx" ON "cinematographer_event_pricing" USING btree ("event_name","price");--> statement-breakpoint
CREATE INDEX "vendor_addresses_district_idx" ON "vendor_addresses" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "vendor_addresses_ward_idx" ON "vendor_addresses" USING btree ("ward");--> statement-breakpoint
CREATE INDEX "vendor_profiles_listing_idx" ON "vendor_profiles" USING btree ("vendor_type","status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_profiles_status_idx" ON "vendor_profiles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_profiles_search_idx" ON "vendor_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_idx" ON "vendor_reviews" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_service_areas_district_idx" ON "vendor_service_areas" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "vendor_service_areas_province_idx" ON "vendor_service_areas" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "uploads_vendor_type_idx" ON "cinematographer_uploads" USING btree ("vendor_id","file_type","sort_order");
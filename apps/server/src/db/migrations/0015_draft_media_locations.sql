CREATE TABLE "vendor_draft_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_draft_media_file_path_unique" UNIQUE("file_path"),
	CONSTRAINT "vendor_draft_media_file_type_check" CHECK ("vendor_draft_media"."file_type" in ('card_image', 'banner_image', 'top_photo', 'portfolio_image'))
);
--> statement-breakpoint
CREATE TABLE "vendor_locations" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_locations_latitude_check" CHECK ("vendor_locations"."latitude" between -90 and 90),
	CONSTRAINT "vendor_locations_longitude_check" CHECK ("vendor_locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "vendor_draft_media" ADD CONSTRAINT "vendor_draft_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_draft_media_user_idx" ON "vendor_draft_media" USING btree ("user_id","file_type","sort_order");--> statement-breakpoint
CREATE INDEX "vendor_draft_media_created_idx" ON "vendor_draft_media" USING btree ("created_at");
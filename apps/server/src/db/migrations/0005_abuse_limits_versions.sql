CREATE TABLE "held_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text,
	"review_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_reviews_rating_check" CHECK ("held_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "vendor_drafts" ADD COLUMN "base_version" integer;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "admin_edited_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "held_reviews" ADD CONSTRAINT "held_reviews_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_reviews_created_idx" ON "held_reviews" USING btree ("created_at");
CREATE TABLE "review_email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_reports_review_reporter_key" UNIQUE("review_id","reporter_id"),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('fake', 'offensive', 'spam', 'other'))
);
--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "identity_email" text;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_email_codes" ADD CONSTRAINT "review_email_codes_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_vendor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."vendor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_vendor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."vendor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_email_codes_created_idx" ON "review_email_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_identity_key" ON "vendor_reviews" USING btree ("vendor_id","identity_email");--> statement-breakpoint
CREATE INDEX "vendor_reviews_customer_idx" ON "vendor_reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_status_idx" ON "vendor_reviews" USING btree ("status","created_at") WHERE "vendor_reviews"."status" <> 'published';--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_status_check" CHECK ("vendor_reviews"."status" in ('published', 'held', 'hidden'));--> statement-breakpoint
-- Issue 15: only published reviews count in the trigger-kept sum and count (so in the rating, the
-- listing's order and the 'featured' rule); held and hidden ones leave them. An edit (new rating),
-- a hide or a restore moves the sum in the same transaction. Text-only updates do not fire it.
CREATE OR REPLACE FUNCTION bihe_vendor_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    UPDATE vendor_profiles SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1 WHERE id = NEW.vendor_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'published' THEN
    UPDATE vendor_profiles SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1 WHERE id = OLD.vendor_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendor_reviews_rating ON vendor_reviews;
--> statement-breakpoint
CREATE TRIGGER vendor_reviews_rating AFTER INSERT OR DELETE OR UPDATE OF rating, status, vendor_id ON vendor_reviews
  FOR EACH ROW EXECUTE FUNCTION bihe_vendor_rating();
--> statement-breakpoint
-- The held reviews of issue 13 join the one moderation queue as 'held' rows (held_reviews goes in 0014).
INSERT INTO vendor_reviews (vendor_id, rating, reviewer_name, reviewer_email, review_text, status, created_at, updated_at)
  SELECT vendor_id, rating, reviewer_name, reviewer_email, review_text, 'held', created_at, created_at FROM held_reviews;

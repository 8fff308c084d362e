CREATE TABLE "vendor_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"proposed" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"base_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "vendor_change_requests_status_check" CHECK ("vendor_change_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "vendor_change_requests_reason_check" CHECK ("vendor_change_requests"."status" <> 'rejected' or length(trim(coalesce("vendor_change_requests"."reason", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_status_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_status_decisions_status_check" CHECK ("vendor_status_decisions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "vendor_change_requests" ADD CONSTRAINT "vendor_change_requests_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_requests" ADD CONSTRAINT "vendor_change_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_status_decisions" ADD CONSTRAINT "vendor_status_decisions_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_status_decisions" ADD CONSTRAINT "vendor_status_decisions_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_change_requests_one_pending_uq" ON "vendor_change_requests" USING btree ("vendor_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_change_requests_vendor_idx" ON "vendor_change_requests" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_change_requests_status_idx" ON "vendor_change_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "vendor_status_decisions_vendor_idx" ON "vendor_status_decisions" USING btree ("vendor_id","created_at");
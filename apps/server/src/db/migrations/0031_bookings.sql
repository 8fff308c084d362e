CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"receipt_no" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_request_key" UNIQUE("booking_id","request_id"),
	CONSTRAINT "booking_payments_receipt_key" UNIQUE("vendor_id","receipt_no"),
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount" between 1 and 1000000000),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('cash', 'esewa', 'khalti', 'fonepay', 'bank_transfer', 'cheque')),
	CONSTRAINT "booking_payments_reference_check" CHECK ("booking_payments"."reference" is null or char_length("booking_payments"."reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" uuid NOT NULL,
	"installment" smallint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_installment_kind_pk" PRIMARY KEY("booking_id","installment","kind"),
	CONSTRAINT "booking_reminders_kind_check" CHECK ("booking_reminders"."kind" in ('due_soon', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_id" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"total" integer NOT NULL,
	"last_event_date" date,
	"review_invited_at" timestamp with time zone,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "bookings_quotation_id_unique" UNIQUE("quotation_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text,
	"quotation_id" uuid,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_request_key" UNIQUE("lead_id","request_id"),
	CONSTRAINT "lead_messages_author_check" CHECK ("lead_messages"."author" in ('vendor', 'client')),
	CONSTRAINT "lead_messages_kind_check" CHECK ("lead_messages"."kind" in ('text', 'quotation', 'accepted', 'declined')),
	CONSTRAINT "lead_messages_body_check" CHECK (("lead_messages"."kind" = 'text' and char_length("lead_messages"."body") between 1 and 2000) or ("lead_messages"."kind" <> 'text' and "lead_messages"."quotation_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "lead_threads" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"client_token_hash" text,
	"client_email" text,
	"vendor_read_at" timestamp with time zone,
	"client_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"last_message_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_threads_client_token_hash_unique" UNIQUE("client_token_hash"),
	CONSTRAINT "lead_threads_last_by_check" CHECK ("lead_threads"."last_message_by" is null or "lead_threads"."last_message_by" in ('vendor', 'client')),
	CONSTRAINT "lead_threads_email_check" CHECK ("lead_threads"."client_email" is null or char_length("lead_threads"."client_email") <= 254)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"items" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"vat_percent" smallint DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"vat_pan_number" text,
	"valid_until" date,
	"terms" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"sent_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"accepted_user_id" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_lead_version_key" UNIQUE("lead_id","version"),
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'sent', 'superseded', 'accepted', 'declined')),
	CONSTRAINT "quotations_vat_check" CHECK ("quotations"."vat_percent" in (0, 13)),
	CONSTRAINT "quotations_amounts_check" CHECK ("quotations"."subtotal" between 0 and 1000000000 and "quotations"."discount" between 0 and "quotations"."subtotal" and "quotations"."vat_amount" >= 0 and "quotations"."total" = "quotations"."subtotal" - "quotations"."discount" + "quotations"."vat_amount"),
	CONSTRAINT "quotations_terms_check" CHECK ("quotations"."terms" is null or char_length("quotations"."terms") <= 4000),
	CONSTRAINT "quotations_decline_reason_check" CHECK ("quotations"."decline_reason" is null or char_length("quotations"."decline_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_qrs" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"file_path" text NOT NULL,
	"label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_payment_qrs_label_check" CHECK (char_length("vendor_payment_qrs"."label") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_threads" ADD CONSTRAINT "lead_threads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_threads" ADD CONSTRAINT "lead_threads_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_qrs" ADD CONSTRAINT "vendor_payment_qrs_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","paid_on");--> statement-breakpoint
CREATE INDEX "bookings_vendor_idx" ON "bookings" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_review_due_idx" ON "bookings" USING btree ("last_event_date") WHERE "bookings"."review_invited_at" is null;--> statement-breakpoint
CREATE INDEX "lead_messages_lead_idx" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_threads_vendor_idx" ON "lead_threads" USING btree ("vendor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "quotations_vendor_idx" ON "quotations" USING btree ("vendor_id","status","sent_at");--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_booking_id_unique" UNIQUE("booking_id");
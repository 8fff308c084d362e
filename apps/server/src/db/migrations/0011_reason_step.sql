ALTER TABLE "vendor_change_requests" ADD COLUMN "reason_step" text;--> statement-breakpoint
ALTER TABLE "vendor_status_decisions" ADD COLUMN "reason_step" text;
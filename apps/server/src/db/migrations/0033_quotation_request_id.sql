ALTER TABLE "quotations" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_one_draft_idx" ON "quotations" USING btree ("lead_id") WHERE "quotations"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_request_key" UNIQUE("lead_id","request_id");
CREATE TYPE "public"."site_lead_kind" AS ENUM('message', 'reservation');--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "kind" "site_lead_kind" DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "reservation_date" date;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "reservation_time" text;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "party_size" integer;--> statement-breakpoint
ALTER TABLE "site_leads" ADD CONSTRAINT "site_leads_reservation_fields" CHECK (("site_leads"."kind" = 'reservation') = ("site_leads"."reservation_date" IS NOT NULL AND "site_leads"."reservation_time" IS NOT NULL AND "site_leads"."party_size" IS NOT NULL));
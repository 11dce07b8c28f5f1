CREATE TYPE "public"."site_lead_kind" AS ENUM('message', 'reservation');--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "kind" "site_lead_kind" DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "reservation_date" date;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "reservation_time" text;--> statement-breakpoint
ALTER TABLE "site_leads" ADD COLUMN "party_size" integer;
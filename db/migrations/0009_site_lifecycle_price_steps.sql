CREATE TYPE "public"."site_lifecycle_event" AS ENUM('grace_started', 'grace_reminder', 'suspended', 'removed', 'label_freed', 'reactivated');--> statement-breakpoint
CREATE TABLE "site_lifecycle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"user_id" text,
	"label" text NOT NULL,
	"kind" "site_lifecycle_event" NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "grace_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_step" integer;--> statement-breakpoint
ALTER TABLE "site_lifecycle_events" ADD CONSTRAINT "site_lifecycle_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_lifecycle_events" ADD CONSTRAINT "site_lifecycle_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_lifecycle_events_site_idx" ON "site_lifecycle_events" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "sites_lapsed_at_idx" ON "sites" USING btree ("lapsed_at") WHERE "sites"."lapsed_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_first_activated_idx" ON "subscriptions" USING btree ("first_activated_at") WHERE "subscriptions"."first_activated_at" is not null;--> statement-breakpoint
-- Backfill: every subscription that has been paid for. The first payment's receipt dates it when
-- there is one; otherwise the account's creation is the best earlier bound we keep (it can only
-- make the first year end sooner, never keep a site hostage longer).
UPDATE "subscriptions" s SET "first_activated_at" = coalesce(
	(SELECT min(r."paid_at") FROM "receipts" r WHERE r."user_id" = s."user_id" AND r."purpose" = 'payment'),
	s."created_at"
) WHERE s."status" IN ('active', 'past_due', 'canceled') OR (s."status" = 'expired' AND s."plan_type" <> 'trial');--> statement-breakpoint
-- Customers who subscribed before the ladder existed paid the first step's price.
UPDATE "subscriptions" SET "price_step" = 0 WHERE "first_activated_at" IS NOT NULL;

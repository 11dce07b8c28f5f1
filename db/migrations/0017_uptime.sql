CREATE TABLE "uptime_days" (
	"site_id" uuid,
	"day" date NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uptime_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason" text NOT NULL,
	"alerted_at" timestamp with time zone,
	"recovery_alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uptime_days" ADD CONSTRAINT "uptime_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_outages" ADD CONSTRAINT "uptime_outages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uptime_days_target_day_idx" ON "uptime_days" USING btree (coalesce("site_id", '00000000-0000-0000-0000-000000000000'::uuid),"day");--> statement-breakpoint
CREATE UNIQUE INDEX "uptime_outages_open_idx" ON "uptime_outages" USING btree (coalesce("site_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "uptime_outages"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "uptime_outages_site_started_idx" ON "uptime_outages" USING btree ("site_id","started_at");
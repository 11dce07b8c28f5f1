CREATE TABLE "site_monthly_reports" (
	"site_id" uuid NOT NULL,
	"month" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_monthly_reports_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
ALTER TABLE "site_monthly_reports" ADD CONSTRAINT "site_monthly_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
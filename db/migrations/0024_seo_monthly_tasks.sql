CREATE TYPE "public"."site_seo_rule" AS ENUM('title', 'description', 'h1', 'image_alt', 'internal_link', 'page_weight', 'local_business', 'canonical', 'sitemap', 'robots');--> statement-breakpoint
CREATE TABLE "site_seo_checks" (
	"site_id" uuid NOT NULL,
	"month" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"pages_checked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_seo_checks_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
CREATE TABLE "site_seo_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"month" text NOT NULL,
	"rule" "site_seo_rule" NOT NULL,
	"path" text NOT NULL,
	"detail" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_seo_checks" ADD CONSTRAINT "site_seo_checks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_seo_tasks" ADD CONSTRAINT "site_seo_tasks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_seo_tasks" ADD CONSTRAINT "site_seo_tasks_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_seo_tasks_site_month_rule_path_key" ON "site_seo_tasks" USING btree ("site_id","month","rule","path");
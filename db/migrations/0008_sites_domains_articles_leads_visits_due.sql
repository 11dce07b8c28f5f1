CREATE TYPE "public"."site_article_status" AS ENUM('pending_review', 'published');--> statement-breakpoint
CREATE TYPE "public"."site_count_kind" AS ENUM('view', 'whatsapp', 'phone');--> statement-breakpoint
CREATE TABLE "site_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"month" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "site_article_status" DEFAULT 'pending_review' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_daily_counts" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" "site_count_kind" NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_daily_counts_site_id_day_kind_path_pk" PRIMARY KEY("site_id","day","kind","path")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domains_site_id_unique" UNIQUE("site_id"),
	CONSTRAINT "site_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "site_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_submissions" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "site_articles" ADD CONSTRAINT "site_articles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_articles" ADD CONSTRAINT "site_articles_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_daily_counts" ADD CONSTRAINT "site_daily_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_leads" ADD CONSTRAINT "site_leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_articles_site_month_idx" ON "site_articles" USING btree ("site_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "site_articles_site_slug_idx" ON "site_articles" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "site_articles_status_idx" ON "site_articles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "site_leads_site_created_idx" ON "site_leads" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Existing projects get a due date in calendar days close to their business days (5 → 7, 7 → 9, 10 → 14); new ones get the exact business-day date from lib/submissions/delivery.ts.
UPDATE "trial_submissions" SET "due_on" = ("created_at" AT TIME ZONE 'America/Lima')::date + CASE WHEN "is_quote_request" THEN 14 WHEN "industry" = 'retail' THEN 9 ELSE 7 END WHERE "due_on" IS NULL;

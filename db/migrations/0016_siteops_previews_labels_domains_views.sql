CREATE TABLE "site_label_holds" (
	"label" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_view_marks" (
	"site_id" uuid NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_view_marks_site_id_path_visitor_pk" PRIMARY KEY("site_id","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_domain_unique";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "preview_version_id" uuid;--> statement-breakpoint
ALTER TABLE "site_view_marks" ADD CONSTRAINT "site_view_marks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_view_marks_counted_at_idx" ON "site_view_marks" USING btree ("counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_verified_domain_idx" ON "site_domains" USING btree ("domain") WHERE "site_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "site_domains_domain_idx" ON "site_domains" USING btree ("domain");--> statement-breakpoint
-- Previews sent before preview_version_id existed showed the newest version: that is what their customers saw.
UPDATE "sites" SET "preview_version_id" = (SELECT "id" FROM "site_versions" WHERE "site_versions"."site_id" = "sites"."id" ORDER BY "number" DESC LIMIT 1) WHERE "preview_token" IS NOT NULL;

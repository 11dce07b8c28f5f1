ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_verified_domain_idx" ON "site_domains" USING btree ("domain") WHERE "site_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "site_domains_domain_idx" ON "site_domains" USING btree ("domain");
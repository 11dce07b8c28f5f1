ALTER TABLE "sites" ADD COLUMN "preview_version_id" uuid;--> statement-breakpoint
-- Previews sent before this column showed the newest version: that is what their customers saw.
UPDATE "sites" SET "preview_version_id" = (SELECT "id" FROM "site_versions" WHERE "site_versions"."site_id" = "sites"."id" ORDER BY "number" DESC LIMIT 1) WHERE "preview_token" IS NOT NULL;

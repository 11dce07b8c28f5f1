ALTER TABLE "sites" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_preview_token_unique" UNIQUE("preview_token");
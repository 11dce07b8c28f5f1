CREATE TYPE "public"."site_revision_status" AS ENUM('pendiente', 'hecho');--> statement-breakpoint
CREATE TABLE "site_revision_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"section_label" text NOT NULL,
	"message" text NOT NULL,
	"status" "site_revision_status" DEFAULT 'pendiente' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "site_revision_requests" ADD CONSTRAINT "site_revision_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_revision_requests" ADD CONSTRAINT "site_revision_requests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_revision_requests_site_idx" ON "site_revision_requests" USING btree ("site_id","created_at");
CREATE TYPE "public"."site_sketch_status" AS ENUM('making', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "site_sketches" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"status" "site_sketch_status" DEFAULT 'making' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"version_id" uuid,
	"source" text,
	"fallback_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_sketches" ADD CONSTRAINT "site_sketches_submission_id_trial_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."trial_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sketches" ADD CONSTRAINT "site_sketches_version_id_site_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."site_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_sketches_making_idx" ON "site_sketches" USING btree ("claimed_at") WHERE "site_sketches"."status" = 'making';
CREATE TABLE "customer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_photos" ADD CONSTRAINT "customer_photos_submission_id_trial_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."trial_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_photos_submission_created_idx" ON "customer_photos" USING btree ("submission_id","created_at");
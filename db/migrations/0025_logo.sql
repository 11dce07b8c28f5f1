CREATE TYPE "public"."logo_brief_status" AS ENUM('requested', 'offered', 'chosen');--> statement-breakpoint
CREATE TABLE "logo_briefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colors" text,
	"style" text,
	"message" text NOT NULL,
	"status" "logo_brief_status" DEFAULT 'requested' NOT NULL,
	"generation_started_at" timestamp with time zone,
	"generation_error" text,
	"chosen_option_id" uuid,
	"offered_at" timestamp with time zone,
	"chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logo_briefs_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
CREATE TABLE "logo_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brief_id" uuid NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logo_briefs" ADD CONSTRAINT "logo_briefs_submission_id_trial_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."trial_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_options" ADD CONSTRAINT "logo_options_brief_id_logo_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."logo_briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logo_options_brief_created_idx" ON "logo_options" USING btree ("brief_id","created_at");
ALTER TABLE "sites" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_submissions" ADD COLUMN "revised_due_on" date;--> statement-breakpoint
ALTER TABLE "trial_submissions" ADD COLUMN "overdue_notice_for" date;--> statement-breakpoint
ALTER TABLE "trial_submissions" ADD COLUMN "estimate_late_notice_at" timestamp with time zone;--> statement-breakpoint
-- Sites live before this column existed: their latest publish is the best date known.
UPDATE "sites" SET "first_published_at" = "published_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
-- An estimate a day late or more is no news worth an e-mail at deploy time; the overdue notice covers those projects.
UPDATE "trial_submissions" SET "estimate_late_notice_at" = now() WHERE "created_at" < now() - interval '1 day';

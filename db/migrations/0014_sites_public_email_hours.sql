ALTER TABLE "trial_submissions" ADD COLUMN "email_is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_submissions" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
-- No customer was ever asked whether their sign-up e-mail may be published, yet every draft put it
-- on the site: take it off every stored version (the team can put a business address back).
UPDATE "site_versions" AS "v"
SET "document" = jsonb_set("v"."document", '{business,email}', '""'::jsonb)
FROM "sites" AS "s"
JOIN "trial_submissions" AS "t" ON "t"."id" = "s"."submission_id"
LEFT JOIN "user" AS "u" ON "u"."id" = "t"."user_id"
WHERE "v"."site_id" = "s"."id"
  AND lower("v"."document"->'business'->>'email') IN (lower("t"."email"), lower(coalesce("u"."email", "t"."email")));

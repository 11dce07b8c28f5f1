-- Issue 23: the trial's 5 days run from the first preview, not from the sign-up. A trial (still
-- running, or expired by the old clock) whose customer never received a preview is reopened
-- without an end date, and its reminder and "trial ended" marks are cleared so they go out when
-- its new clock runs. A customer who did receive a preview keeps their dates.
UPDATE "subscriptions" SET "status" = 'trial', "trial_end_date" = NULL, "trial_reminder_sent_at" = NULL, "trial_ended_notice_sent_at" = NULL
WHERE "plan_type" = 'trial' AND "status" IN ('trial', 'expired')
	AND NOT EXISTS (SELECT 1 FROM "trial_submissions" t WHERE t."user_id" = "subscriptions"."user_id" AND t."preview_url" IS NOT NULL);

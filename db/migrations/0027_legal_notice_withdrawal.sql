-- upgrade-safe-since c783a1c: announceNotice inserts with ON CONFLICT DO NOTHING and names no constraint, so the previous release is refused a second notice of a day by the unique index below as by this key
ALTER TABLE "legal_notices" DROP CONSTRAINT "legal_notices_document_effective_unique";--> statement-breakpoint
ALTER TABLE "legal_notice_deliveries" ADD COLUMN "withdrawal_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_withdrawn_by_user_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- upgrade-safe-since c783a1c: the same (document, effective_on) key the previous release already kept (a notice it writes is never withdrawn), narrowed to standing notices
CREATE UNIQUE INDEX "legal_notices_document_effective_idx" ON "legal_notices" USING btree ("document","effective_on") WHERE "legal_notices"."withdrawn_at" is null;
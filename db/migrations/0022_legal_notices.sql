CREATE TYPE "public"."legal_notice_document" AS ENUM('terms', 'privacy', 'prices');--> statement-breakpoint
CREATE TABLE "legal_notice_deliveries" (
	"notice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_notice_deliveries_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" "legal_notice_document" NOT NULL,
	"effective_on" date NOT NULL,
	"summary" text NOT NULL,
	"announced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_notices_document_effective_unique" UNIQUE("document","effective_on")
);
--> statement-breakpoint
ALTER TABLE "legal_notice_deliveries" ADD CONSTRAINT "legal_notice_deliveries_notice_id_legal_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."legal_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notice_deliveries" ADD CONSTRAINT "legal_notice_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_notices" ADD CONSTRAINT "legal_notices_announced_by_user_id_fk" FOREIGN KEY ("announced_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_notice_deliveries_user_idx" ON "legal_notice_deliveries" USING btree ("user_id");
CREATE TYPE "public"."receipt_customer_kind" AS ENUM('boleta', 'factura');--> statement-breakpoint
CREATE TYPE "public"."receipt_kind" AS ENUM('boleta', 'factura', 'nota_credito');--> statement-breakpoint
CREATE TYPE "public"."receipt_purpose" AS ENUM('payment', 'refund');--> statement-breakpoint
CREATE TYPE "public"."receipt_status" AS ENUM('pending', 'issued', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "billing_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" "receipt_customer_kind" NOT NULL,
	"name" text NOT NULL,
	"document_type" "document_type",
	"document_number" text,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"purpose" "receipt_purpose" NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"user_id" text,
	"reference_receipt_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_kind" "receipt_customer_kind" NOT NULL,
	"customer_name" text NOT NULL,
	"customer_document_type" "document_type",
	"customer_document_number" text,
	"customer_address" text,
	"customer_email" text,
	"status" "receipt_status" DEFAULT 'pending' NOT NULL,
	"sunat_description" text,
	"last_error" text,
	"pdf_url" text,
	"xml_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_provider_payment_purpose_key" ON "receipts" USING btree ("provider","payment_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_number_key" ON "receipts" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "receipts_status_next_attempt_idx" ON "receipts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "receipts_paid_at_idx" ON "receipts" USING btree ("paid_at" DESC NULLS LAST);
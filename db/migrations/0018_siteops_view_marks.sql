CREATE TABLE "site_view_marks" (
	"site_id" uuid NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_view_marks_site_id_path_visitor_pk" PRIMARY KEY("site_id","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "site_view_marks" ADD CONSTRAINT "site_view_marks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_view_marks_counted_at_idx" ON "site_view_marks" USING btree ("counted_at");
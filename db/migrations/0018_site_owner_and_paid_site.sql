-- upgrade-safe-since 73283f7: "id" is the primary key, so every (id, user_id) pair is unique already; the key only lets sites reference the pair
ALTER TABLE "trial_submissions" ADD CONSTRAINT "trial_submissions_id_user_id_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "site_id" uuid;--> statement-breakpoint
-- During a rolling upgrade the previous release still creates sites without their owner: the
-- database fills it from the project, so such a site is found by its owner like any other.
CREATE FUNCTION "sites_fill_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NULL THEN
    SELECT "user_id" INTO NEW."user_id" FROM "trial_submissions" WHERE "id" = NEW."submission_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sites_fill_owner" BEFORE INSERT ON "sites" FOR EACH ROW EXECUTE FUNCTION "sites_fill_owner"();--> statement-breakpoint
-- Every site's owner is its project's user (none for a project whose account is gone).
UPDATE "sites" SET "user_id" = t."user_id" FROM "trial_submissions" t WHERE t."id" = "sites"."submission_id" AND t."user_id" IS NOT NULL;--> statement-breakpoint
-- The product never made a second site for one customer (one project per account), so nothing
-- should stop the index below. If someone did by hand, stop here naming the customer rather than
-- guess which site they meant: mark the others removed (or move them to another project), then
-- start again (decision 0023).
DO $$
DECLARE
  owner text;
  n integer;
BEGIN
  SELECT "user_id", count(*) INTO owner, n FROM "sites"
  WHERE "user_id" IS NOT NULL AND "status" <> 'removed'
  GROUP BY "user_id" HAVING count(*) > 1 LIMIT 1;
  IF owner IS NOT NULL THEN
    RAISE EXCEPTION 'customer % has % sites that are not removed; one is allowed (docs/decisions/0023-site-as-unit.md)', owner, n;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_submission_owner_fk" FOREIGN KEY ("submission_id","user_id") REFERENCES "public"."trial_submissions"("id","user_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_one_per_customer_idx" ON "sites" USING btree ("user_id") WHERE "sites"."status" <> 'removed';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;

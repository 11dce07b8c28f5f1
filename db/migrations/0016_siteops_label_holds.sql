CREATE TABLE "site_label_holds" (
	"label" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);

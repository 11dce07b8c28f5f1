-- upgrade-safe-since a7d3597: the visit counts are read by kind ('view', or 'whatsapp' and 'phone') since this commit, so the previous release leaves 'qr' rows out
ALTER TYPE "public"."site_count_kind" ADD VALUE 'qr';--> statement-breakpoint
-- upgrade-safe-since a7d3597: the visit counts are read by kind ('view', or 'whatsapp' and 'phone') since this commit, so the previous release leaves 'order' rows out
ALTER TYPE "public"."site_count_kind" ADD VALUE 'order';--> statement-breakpoint
-- upgrade-safe-since 47ada07: 'Mensajes de tu web' shows any kind but a reservation as a message (its text) since this commit, so the previous release shows an order as the message it carries
ALTER TYPE "public"."site_lead_kind" ADD VALUE 'order';

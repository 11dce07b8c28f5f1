-- upgrade-safe-since a7d3597: the visit counts are read by kind ('view', or 'whatsapp' and 'phone') since this commit, so the previous release leaves 'qr' rows out
ALTER TYPE "public"."site_count_kind" ADD VALUE 'qr';

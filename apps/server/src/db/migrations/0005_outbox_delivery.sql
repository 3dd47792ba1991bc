ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('low_stock', 'overselling', 'underselling', 'summary', 'delivery_failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'failed'));--> statement-breakpoint
-- hand-written:
-- Messages from before the delivery worker: a sent one stays sent. An unsent one was
-- never going to be retried, and a receipt or log-in link arriving days late would
-- only confuse its reader, so it is marked failed with the reason.
UPDATE "outbox" SET
  "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' ELSE 'failed' END,
  "attempts" = 1,
  "last_error" = CASE WHEN "sent_at" IS NULL THEN 'Not sent before the outbox had a delivery worker.' END;--> statement-breakpoint
-- Referral phones again, now in E.164 as normalisePhoneNumber (libphonenumber-js, GB
-- by default) makes them. SQL cannot carry libphonenumber's metadata, but every stored
-- phone passed the old rule (digits, spaces, - . ( ) and a leading +), and for those
-- the GB default comes down to: '+44 (0)…' drops the trunk 0, '+…' keeps its digits,
-- '00…' is an international prefix, '0…' is a British national number, and bare
-- digits are British too.
UPDATE "referrals" SET "recipient_phone_normalised" = CASE
    WHEN p.digits = '' THEN ''
    WHEN p.plus AND p.digits LIKE '440%' THEN '+44' || substr(p.digits, 4)
    WHEN p.plus THEN '+' || p.digits
    WHEN p.digits LIKE '00%' THEN '+' || substr(p.digits, 3)
    WHEN p.digits LIKE '0%' THEN '+44' || substr(p.digits, 2)
    ELSE '+44' || p.digits
  END
FROM (
  SELECT "id", regexp_replace("recipient_phone", '[^0-9]', '', 'g') AS digits,
    "recipient_phone" ~ '^\s*\+' AS plus
  FROM "referrals"
) AS p
WHERE "referrals"."id" = p."id";

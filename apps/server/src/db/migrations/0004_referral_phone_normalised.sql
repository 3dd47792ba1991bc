ALTER TABLE "referrals" ADD COLUMN "recipient_phone_normalised" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "referrals_pending_phone_idx" ON "referrals" USING btree ("recipient_phone_normalised") WHERE "referrals"."accepted" = false;--> statement-breakpoint
-- Referrals made before this column: the same rule as normalisePhoneNumber (a leading + kept, then the digits).
UPDATE "referrals" SET "recipient_phone_normalised" = (CASE WHEN "recipient_phone" ~ '^\s*\+' THEN '+' ELSE '' END) || regexp_replace("recipient_phone", '[^0-9]', '', 'g');

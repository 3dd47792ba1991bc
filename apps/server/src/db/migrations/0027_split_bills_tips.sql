DROP INDEX "payments_client_order_idx";--> statement-breakpoint
ALTER TABLE "card_attempts" ADD COLUMN "tip_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_part" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_client_order_parts_idx" ON "payments" USING btree ("client_id","order_id") WHERE "payments"."is_part";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_order_idx" ON "payments" USING btree ("client_id","order_id") WHERE not "payments"."is_part";--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_tip_check" CHECK ("card_attempts"."tip_pence" >= 0 and "card_attempts"."tip_pence" < "card_attempts"."amount_pence");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tip_check" CHECK ("payments"."tip_pence" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_part_check" CHECK (not "payments"."is_part" or "payments"."status" = 'paid');
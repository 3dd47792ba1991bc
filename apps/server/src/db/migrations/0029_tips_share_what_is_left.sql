CREATE TABLE "tip_allocation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"tip_pence" integer NOT NULL,
	CONSTRAINT "tip_allocation_payments_tip_check" CHECK ("tip_allocation_payments"."tip_pence" > 0)
);
--> statement-breakpoint
DROP INDEX "tip_allocations_client_from_idx";--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_allocation_id_tip_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."tip_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_allocation_payments_payment_idx" ON "tip_allocation_payments" USING btree ("client_id","payment_id");--> statement-breakpoint
CREATE INDEX "tip_allocation_payments_allocation_idx" ON "tip_allocation_payments" USING btree ("client_id","allocation_id");--> statement-breakpoint
CREATE INDEX "tip_allocations_client_from_idx" ON "tip_allocations" USING btree ("client_id","period_from");--> statement-breakpoint
-- Backfill: each allocation made before this table existed is linked to the payments whose
-- tips it shared, the paid tips of its days in the merchant's time zone. Where a tip came
-- later (paid after the allocation, or an offline sale recorded after it) the days' tips add
-- up to more than the allocation's total: then only the tips paid and recorded by the time
-- of the allocation are linked, and the later ones are left to share. Periods never
-- overlapped, so a payment falls in one allocation; DISTINCT ON keeps the unique index safe.
INSERT INTO "tip_allocation_payments" ("client_id", "allocation_id", "payment_id", "tip_pence")
WITH "candidates" AS (
	SELECT a."id" AS "allocation_id", a."client_id", a."total_pence", a."created_at" AS "allocated_at",
		p."id" AS "payment_id", p."tip_pence", p."paid_at", p."created_at" AS "recorded_at"
	FROM "tip_allocations" a
	JOIN "clients" c ON c."id" = a."client_id"
	JOIN "payments" p ON p."client_id" = a."client_id" AND p."status" = 'paid' AND p."tip_pence" > 0
		AND p."paid_at" >= (a."period_from"::timestamp AT TIME ZONE c."time_zone")
		AND p."paid_at" < ((a."period_to" + 1)::timestamp AT TIME ZONE c."time_zone")
), "whole" AS (
	SELECT "allocation_id", sum("tip_pence") = max("total_pence") AS "all_shared"
	FROM "candidates" GROUP BY "allocation_id"
)
SELECT DISTINCT ON (k."client_id", k."payment_id") k."client_id", k."allocation_id", k."payment_id", k."tip_pence"
FROM "candidates" k JOIN "whole" w ON w."allocation_id" = k."allocation_id"
WHERE w."all_shared" OR (k."paid_at" <= k."allocated_at" AND k."recorded_at" <= k."allocated_at")
ORDER BY k."client_id", k."payment_id", k."allocated_at", k."allocation_id";

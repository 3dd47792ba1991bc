ALTER TABLE "clients" ADD COLUMN "next_receipt_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_takeaway_basis_points" integer;--> statement-breakpoint
-- A product sold before issue 16 had one rate: it keeps it both ways until the merchant says otherwise.
UPDATE "products" SET "vat_rate_takeaway_basis_points" = "vat_rate_basis_points";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_receipt_number_idx" ON "orders" USING btree ("client_id","receipt_number") WHERE "orders"."receipt_number" is not null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_next_receipt_number_check" CHECK ("clients"."next_receipt_number" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_takeaway_check" CHECK ("products"."vat_rate_takeaway_basis_points" is null or "products"."vat_rate_takeaway_basis_points" between 0 and 10000);
ALTER TABLE "clients" ADD COLUMN "receipt_shows_allergens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "option_choices" ADD COLUMN "allergens" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "allergens" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_client_short_label_idx" ON "attributes" USING btree ("client_id",lower("short_label"));
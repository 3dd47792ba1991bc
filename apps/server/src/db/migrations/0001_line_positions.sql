ALTER TABLE "price_adjustments" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
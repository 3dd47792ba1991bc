CREATE TABLE "order_voids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"cost_pence" integer NOT NULL,
	"vat_rate_basis_points" integer,
	"line" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cashier_id" uuid,
	"user_id" uuid,
	"approved_by_cashier_id" uuid,
	"z_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discount_presets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "approvals" jsonb DEFAULT '{"discountOverPercent":null,"voidAfterSend":false,"refunds":false,"noSale":false,"priceOverride":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by_cashier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD COLUMN "approved_by_cashier_id" uuid;--> statement-breakpoint
ALTER TABLE "z_reports" ADD COLUMN "approved_by_cashier_id" uuid;--> statement-breakpoint
ALTER TABLE "z_reports" ADD COLUMN "journal_seq" bigint;--> statement-breakpoint
ALTER TABLE "z_reports" ADD COLUMN "journal_hash" text;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_approved_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("approved_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_voids_client_created_idx" ON "order_voids" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "order_voids_client_order_idx" ON "order_voids" USING btree ("client_id","order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("cancelled_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_approved_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("approved_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_approved_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("approved_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_client_unclosed_cancel_idx" ON "orders" USING btree ("client_id","cancelled_at") WHERE "orders"."status" = 'cancelled' and "orders"."z_report_id" is null;
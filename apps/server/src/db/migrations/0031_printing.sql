CREATE TABLE "order_item_prints" (
	"client_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"station_id" uuid,
	"round" integer NOT NULL,
	"print_job_id" uuid,
	CONSTRAINT "order_item_prints_client_id_order_item_id_pk" PRIMARY KEY("client_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "print_category_routes" (
	"client_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	CONSTRAINT "print_category_routes_client_id_category_id_pk" PRIMARY KEY("client_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"order_id" uuid,
	"round" integer DEFAULT 1 NOT NULL,
	"station_id" uuid,
	"printer_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"reprint_of" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"alerted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_kind_check" CHECK ("print_jobs"."kind" in ('kitchen', 'void', 'receipt', 'reprint', 'report', 'test', 'drawer')),
	CONSTRAINT "print_jobs_status_check" CHECK ("print_jobs"."status" in ('queued', 'sending', 'confirmed', 'unconfirmed', 'failed')),
	CONSTRAINT "print_jobs_round_check" CHECK ("print_jobs"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "print_product_routes" (
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	CONSTRAINT "print_product_routes_client_id_product_id_pk" PRIMARY KEY("client_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "print_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"printer_id" uuid NOT NULL,
	"fallback_printer_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_stations_kind_check" CHECK ("print_stations"."kind" in ('kitchen', 'receipts')),
	CONSTRAINT "print_stations_fallback_check" CHECK ("print_stations"."fallback_printer_id" is null or "print_stations"."fallback_printer_id" <> "print_stations"."printer_id"),
	CONSTRAINT "print_stations_default_kind_check" CHECK (not "print_stations"."is_default" or "print_stations"."kind" = 'kitchen')
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"connection" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"columns" integer NOT NULL,
	"code_page" text NOT NULL,
	"device_id" uuid,
	"health" text DEFAULT 'unknown' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_connection_check" CHECK ("printers"."connection" in ('network', 'device')),
	CONSTRAINT "printers_code_page_check" CHECK ("printers"."code_page" in ('cp858', 'cp437')),
	CONSTRAINT "printers_health_check" CHECK ("printers"."health" in ('online', 'paper_out', 'cover_open', 'offline', 'unknown')),
	CONSTRAINT "printers_columns_check" CHECK (columns in (48, 42, 32))
);
--> statement-breakpoint
CREATE TABLE "till_printing" (
	"client_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"receipt_printer_id" uuid,
	"open_drawer_on_cash" boolean DEFAULT false NOT NULL,
	CONSTRAINT "till_printing_client_id_device_id_pk" PRIMARY KEY("client_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_station_id_print_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."print_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_print_job_id_print_jobs_id_fk" FOREIGN KEY ("print_job_id") REFERENCES "public"."print_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_category_routes" ADD CONSTRAINT "print_category_routes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_category_routes" ADD CONSTRAINT "print_category_routes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_category_routes" ADD CONSTRAINT "print_category_routes_station_id_print_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."print_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_product_routes" ADD CONSTRAINT "print_product_routes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_product_routes" ADD CONSTRAINT "print_product_routes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_product_routes" ADD CONSTRAINT "print_product_routes_station_id_print_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."print_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_fallback_printer_id_printers_id_fk" FOREIGN KEY ("fallback_printer_id") REFERENCES "public"."printers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_printing" ADD CONSTRAINT "till_printing_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_printing" ADD CONSTRAINT "till_printing_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_printing" ADD CONSTRAINT "till_printing_receipt_printer_id_printers_id_fk" FOREIGN KEY ("receipt_printer_id") REFERENCES "public"."printers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_prints_client_order_idx" ON "order_item_prints" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "print_category_routes_station_idx" ON "print_category_routes" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_order_round_station_kind_idx" ON "print_jobs" USING btree ("client_id","order_id","round",coalesce("station_id", '00000000-0000-0000-0000-000000000000'::uuid),"kind") WHERE "print_jobs"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("next_attempt_at") WHERE "print_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "print_jobs_printer_waiting_idx" ON "print_jobs" USING btree ("printer_id","created_at") WHERE "print_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "print_jobs_client_created_idx" ON "print_jobs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "print_jobs_client_order_idx" ON "print_jobs" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "print_product_routes_station_idx" ON "print_product_routes" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "print_stations_client_idx" ON "print_stations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_stations_client_default_idx" ON "print_stations" USING btree ("client_id") WHERE "print_stations"."is_default";--> statement-breakpoint
CREATE INDEX "printers_client_idx" ON "printers" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('low_stock', 'overselling', 'underselling', 'summary', 'delivery_failed', 'price_review', 'print_failed'));
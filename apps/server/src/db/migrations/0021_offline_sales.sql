CREATE TABLE "catalogue_versions" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_kind_check";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_seq" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "catalogue_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "till_total_pence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_review" jsonb;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_client_number_idx" ON "devices" USING btree ("client_id","number") WHERE "devices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_device_seq_idx" ON "orders" USING btree ("client_id","device_id","device_seq") WHERE "orders"."device_seq" is not null;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_kind_check" CHECK ("devices"."kind" in ('terminal', 'screen', 'till'));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('low_stock', 'overselling', 'underselling', 'summary', 'delivery_failed', 'price_review'));
CREATE TABLE "tip_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"method" text NOT NULL,
	"total_pence" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_allocations_method_check" CHECK ("tip_allocations"."method" in ('equal', 'hours')),
	CONSTRAINT "tip_allocations_period_check" CHECK ("tip_allocations"."period_from" <= "tip_allocations"."period_to"),
	CONSTRAINT "tip_allocations_total_check" CHECK ("tip_allocations"."total_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tip_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"cashier_id" uuid NOT NULL,
	"minutes_worked" integer,
	"share_pence" integer NOT NULL,
	CONSTRAINT "tip_shares_share_check" CHECK ("tip_shares"."share_pence" >= 0),
	CONSTRAINT "tip_shares_minutes_check" CHECK ("tip_shares"."minutes_worked" is null or "tip_shares"."minutes_worked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_charge_percent" double precision;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_charge_mandatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD COLUMN "percent_on" double precision;--> statement-breakpoint
ALTER TABLE "tip_allocations" ADD CONSTRAINT "tip_allocations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocations" ADD CONSTRAINT "tip_allocations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_allocation_id_tip_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."tip_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_allocations_client_from_idx" ON "tip_allocations" USING btree ("client_id","period_from");--> statement-breakpoint
CREATE INDEX "tip_allocations_client_to_idx" ON "tip_allocations" USING btree ("client_id","period_to");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_shares_allocation_cashier_idx" ON "tip_shares" USING btree ("client_id","allocation_id","cashier_id");--> statement-breakpoint
CREATE INDEX "tip_shares_client_cashier_idx" ON "tip_shares" USING btree ("client_id","cashier_id");--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_percent_on_check" CHECK ("price_adjustments"."percent_on" is null or ("price_adjustments"."percent_on" > 0 and "price_adjustments"."percent_on" <= 100));
CREATE TABLE "drawer_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"cashier_id" uuid,
	"user_id" uuid,
	"approved_by_cashier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_kind_check" CHECK ("drawer_movements"."kind" in ('pay_in', 'pay_out', 'no_sale')),
	CONSTRAINT "drawer_movements_amount_check" CHECK (("drawer_movements"."kind" = 'no_sale' and "drawer_movements"."amount_pence" = 0) or ("drawer_movements"."kind" <> 'no_sale' and "drawer_movements"."amount_pence" > 0))
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"float_pence" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by_cashier_id" uuid,
	"opened_by_user_id" uuid,
	"counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_pence" integer,
	"counted_pence" integer,
	"variance_pence" integer,
	"variance_reason" text,
	"approved_by_cashier_id" uuid,
	"closed_at" timestamp with time zone,
	"closed_by_cashier_id" uuid,
	"closed_by_user_id" uuid,
	CONSTRAINT "drawer_sessions_float_check" CHECK ("drawer_sessions"."float_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cash_drawer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cash_variance_tolerance_pence" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashiers" ADD COLUMN "is_manager" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "drawer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "drawer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_session_id_drawer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_approved_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("approved_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("opened_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_approved_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("approved_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("closed_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_movements_client_session_idx" ON "drawer_movements" USING btree ("client_id","session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_open_idx" ON "drawer_sessions" USING btree ("client_id","device_id") WHERE "drawer_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "drawer_sessions_client_opened_idx" ON "drawer_sessions" USING btree ("client_id","opened_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_client_drawer_idx" ON "payments" USING btree ("client_id","drawer_session_id") WHERE "payments"."drawer_session_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_client_drawer_idx" ON "refunds" USING btree ("client_id","drawer_session_id") WHERE "refunds"."drawer_session_id" is not null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_cash_variance_tolerance_check" CHECK ("clients"."cash_variance_tolerance_pence" >= 0);
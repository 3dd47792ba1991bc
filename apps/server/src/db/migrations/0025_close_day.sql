CREATE TABLE "journal_entries" (
	"client_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid,
	"payload" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_client_id_seq_pk" PRIMARY KEY("client_id","seq"),
	CONSTRAINT "journal_entries_seq_check" CHECK ("journal_entries"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "z_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"z_number" integer NOT NULL,
	"business_date" date NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"net_takings_pence" bigint NOT NULL,
	"grand_total_pence" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"created_by_cashier_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "z_reports_number_check" CHECK ("z_reports"."z_number" > 0),
	CONSTRAINT "z_reports_period_check" CHECK ("z_reports"."period_to" > "z_reports"."period_from")
);
--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD COLUMN "z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD COLUMN "z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_created_by_cashier_id_cashiers_id_fk" FOREIGN KEY ("created_by_cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "z_reports_client_number_idx" ON "z_reports" USING btree ("client_id","z_number");--> statement-breakpoint
CREATE INDEX "z_reports_client_period_idx" ON "z_reports" USING btree ("client_id","period_to");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_client_unclosed_idx" ON "payments" USING btree ("client_id","paid_at") WHERE "payments"."z_report_id" is null and "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_client_unclosed_idx" ON "refunds" USING btree ("client_id","created_at") WHERE "refunds"."z_report_id" is null;
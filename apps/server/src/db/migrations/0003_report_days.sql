CREATE TABLE "report_days" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"payments" integer NOT NULL,
	"gross_pence" bigint NOT NULL,
	"refunded_pence" bigint NOT NULL,
	"fingerprint" bigint NOT NULL,
	"products" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
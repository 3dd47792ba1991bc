CREATE TABLE "card_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uti" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_recorded" boolean DEFAULT false NOT NULL,
	"retrieval_reference_number" text,
	"card_number_mask" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_attempts_kind_check" CHECK ("card_attempts"."kind" in ('sale', 'refund')),
	CONSTRAINT "card_attempts_status_check" CHECK ("card_attempts"."status" in ('pending', 'cancelled', 'declined', 'approved')),
	CONSTRAINT "card_attempts_amount_check" CHECK ("card_attempts"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_attempts_client_uti_idx" ON "card_attempts" USING btree ("client_id","uti");--> statement-breakpoint
CREATE INDEX "card_attempts_client_order_idx" ON "card_attempts" USING btree ("client_id","order_id");
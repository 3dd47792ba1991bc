CREATE TABLE "screen_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"poll_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_id" uuid,
	"device_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_pairing_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "screen_pairing_codes_poll_token_hash_unique" UNIQUE("poll_token_hash")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "screen_pairing_codes" ADD CONSTRAINT "screen_pairing_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_pairing_codes" ADD CONSTRAINT "screen_pairing_codes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_pairing_codes_expires_idx" ON "screen_pairing_codes" USING btree ("expires_at");
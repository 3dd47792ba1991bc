ALTER TABLE "clients" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "home_client_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_home_client_id_clients_id_fk" FOREIGN KEY ("home_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
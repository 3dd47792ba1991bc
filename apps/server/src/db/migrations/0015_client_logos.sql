CREATE TABLE "client_logos" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"jpeg_base64" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_logos" ADD CONSTRAINT "client_logos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
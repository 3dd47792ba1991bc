CREATE TABLE "favourite_products" (
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "favourite_products_client_id_product_id_pk" PRIMARY KEY("client_id","product_id"),
	CONSTRAINT "favourite_products_position_check" CHECK ("favourite_products"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_products_client_position_idx" ON "favourite_products" USING btree ("client_id","position");--> statement-breakpoint
-- /till/favourites and /till/cashier-login are the till's own pages: a category already
-- holding one of those slugs keeps its name and gets a slug of its own.
UPDATE "categories" SET "slug" = "slug" || '-' || left("id"::text, 8) WHERE "slug" IN ('favourites', 'cashier-login');

CREATE TABLE "menu_categories" (
	"client_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "menu_categories_client_id_menu_id_category_id_pk" PRIMARY KEY("client_id","menu_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_client_category_idx" ON "menu_categories" USING btree ("client_id","category_id");
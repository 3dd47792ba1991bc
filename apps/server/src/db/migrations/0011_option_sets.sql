-- Options become shared sets: product_options is renamed option_sets (ids kept, so
-- tills' carts still point at the same sets and choices), each product's attachment
-- moves to product_option_sets, and options that were copies of each other within a
-- merchant (same label, kind and choices in the same order, e.g. the "Milk" on every
-- coffee) are merged into one set, so editing it once changes every product. Past order
-- lines keep the ids, labels and prices they were sold with.
ALTER TABLE "product_options" RENAME TO "option_sets";--> statement-breakpoint
ALTER TABLE "option_sets" RENAME CONSTRAINT "product_options_pkey" TO "option_sets_pkey";--> statement-breakpoint
ALTER TABLE "option_sets" RENAME CONSTRAINT "product_options_client_id_clients_id_fk" TO "option_sets_client_id_clients_id_fk";--> statement-breakpoint
ALTER TABLE "option_sets" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "option_sets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "option_choices" RENAME COLUMN "option_id" TO "option_set_id";--> statement-breakpoint
ALTER TABLE "option_choices" RENAME CONSTRAINT "option_choices_option_id_product_options_id_fk" TO "option_choices_option_set_id_option_sets_id_fk";--> statement-breakpoint
ALTER INDEX "option_choices_client_option_idx" RENAME TO "option_choices_client_set_idx";--> statement-breakpoint
-- Order lines keep copies of the ids they were sold with, not links: deleting a choice
-- must not change a past order (it used to set them to null).
ALTER TABLE "order_item_options" DROP CONSTRAINT "order_item_options_option_id_product_options_id_fk";--> statement-breakpoint
ALTER TABLE "order_item_options" DROP CONSTRAINT "order_item_options_option_choice_id_option_choices_id_fk";--> statement-breakpoint
CREATE TABLE "product_option_sets" (
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"option_set_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_sets_client_id_product_id_option_set_id_pk" PRIMARY KEY("client_id","product_id","option_set_id")
);
--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_option_set_id_option_sets_id_fk" FOREIGN KEY ("option_set_id") REFERENCES "public"."option_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_sets_client_set_idx" ON "product_option_sets" USING btree ("client_id","option_set_id");--> statement-breakpoint
-- Each set is kept as the copy with the lowest id among its identical ones. The
-- signature is JSON, so no label can make two different sets look alike.
CREATE TABLE "option_set_merge" AS
	WITH "signed" AS (
		SELECT s."id", s."client_id",
			json_build_array(s."label", s."multiple", coalesce((
				SELECT json_agg(json_build_array(c."label", c."price_pence") ORDER BY c."position", c."id")
				FROM "option_choices" c WHERE c."option_set_id" = s."id"
			), '[]'::json))::text AS "signature"
		FROM "option_sets" s
	)
	SELECT "id", first_value("id") OVER (PARTITION BY "client_id", "signature" ORDER BY "id") AS "keep_id"
	FROM "signed";--> statement-breakpoint
INSERT INTO "product_option_sets" ("client_id", "product_id", "option_set_id", "position")
	SELECT DISTINCT ON (s."client_id", s."product_id", m."keep_id") s."client_id", s."product_id", m."keep_id", s."position"
	FROM "option_sets" s JOIN "option_set_merge" m ON m."id" = s."id"
	ORDER BY s."client_id", s."product_id", m."keep_id", s."position";--> statement-breakpoint
DELETE FROM "option_sets" WHERE "id" IN (SELECT "id" FROM "option_set_merge" WHERE "keep_id" <> "id");--> statement-breakpoint
DROP TABLE "option_set_merge";--> statement-breakpoint
ALTER TABLE "option_sets" DROP CONSTRAINT "product_options_product_id_products_id_fk";--> statement-breakpoint
DROP INDEX "product_options_client_product_idx";--> statement-breakpoint
ALTER TABLE "option_sets" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "option_sets" DROP COLUMN "position";--> statement-breakpoint
CREATE INDEX "option_sets_client_label_idx" ON "option_sets" USING btree ("client_id","label");

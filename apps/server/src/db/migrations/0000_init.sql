CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"feature_eat_in" boolean DEFAULT false NOT NULL,
	"feature_in_store" boolean DEFAULT false NOT NULL,
	"feature_takeaway" boolean DEFAULT false NOT NULL,
	"feature_home_delivery" boolean DEFAULT false NOT NULL,
	"feature_click_and_collect" boolean DEFAULT false NOT NULL,
	"feature_delivery" boolean DEFAULT false NOT NULL,
	"feature_restaurant_mode" boolean DEFAULT false NOT NULL,
	"wait_time_minutes" integer DEFAULT 15 NOT NULL,
	"delivery_cost_pence" integer DEFAULT 0 NOT NULL,
	"delivery_cost_cutoff_pence" integer DEFAULT 0 NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"logo" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"terminal_pin_hash" text,
	"hospitality_mode" boolean DEFAULT false NOT NULL,
	"ordering_paused_until" timestamp with time zone,
	"ordering_paused_indefinitely" boolean DEFAULT false NOT NULL,
	"next_order_number" integer DEFAULT 1 NOT NULL,
	"support_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "clients_wait_time_check" CHECK ("clients"."wait_time_minutes" >= 0),
	CONSTRAINT "clients_delivery_cost_check" CHECK ("clients"."delivery_cost_pence" >= 0 and "clients"."delivery_cost_cutoff_pence" >= 0),
	CONSTRAINT "clients_next_order_number_check" CHECK ("clients"."next_order_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invites_groups_check" CHECK ("invites"."groups" <@ array['reporting', 'owner', 'admin', 'superadmin']::text[])
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"device_id" uuid,
	"cashier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_groups_check" CHECK ("users"."groups" <@ array['reporting', 'owner', 'admin', 'superadmin']::text[])
);
--> statement-breakpoint
CREATE TABLE "cashiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"username" text NOT NULL,
	"colour" text DEFAULT '#9e9e9e' NOT NULL,
	"pin_hash" text,
	"has_edit_permission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"serial_number" text,
	"device_uuid" text,
	"pax_merchant_id" text,
	"name" text DEFAULT '' NOT NULL,
	"paired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind_check" CHECK ("devices"."kind" in ('terminal', 'screen'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"referrer_user_id" uuid,
	"recipient_phone" text DEFAULT '' NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"problem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_category_id" uuid,
	"background_colour" text DEFAULT '#9e9e9e' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "categories_background_colour_check" CHECK ("categories"."background_colour" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"label" text NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "option_choices_price_check" CHECK ("option_choices"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"parent_category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"has_variable_price" boolean DEFAULT false NOT NULL,
	"measure" text DEFAULT '' NOT NULL,
	"stock" integer,
	"low_stock_threshold" integer,
	"vat_rate_basis_points" integer,
	"self_color" text,
	"quick_till" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_price_check" CHECK ("products"."price_pence" >= 0),
	CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate_basis_points" is null or "products"."vat_rate_basis_points" between 0 and 10000),
	CONSTRAINT "products_self_color_check" CHECK ("products"."self_color" is null or "products"."self_color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$')
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	CONSTRAINT "product_attributes_client_id_product_id_attribute_id_pk" PRIMARY KEY("client_id","product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "menu_times_weekday_check" CHECK ("menu_times"."weekday" between 0 and 6),
	CONSTRAINT "menu_times_times_check" CHECK ("menu_times"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "menu_times"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_till_positions" (
	"client_id" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_till_positions_client_id_position_id_pk" PRIMARY KEY("client_id","position_id"),
	CONSTRAINT "quick_till_positions_position_check" CHECK ("quick_till_positions"."position_id" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "till_config" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"feature_quick_till" boolean DEFAULT true NOT NULL,
	"feature_full_till" boolean DEFAULT true NOT NULL,
	"default_till_view" text DEFAULT 'full_till' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_config_default_till_view_check" CHECK ("till_config"."default_till_view" in ('full_till', 'quick_till'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"over_18" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"deliver_to" text NOT NULL,
	"customer_id" uuid,
	"table_id" uuid,
	"table_name" text,
	"notes" text DEFAULT '' NOT NULL,
	"order_datetime_slot" timestamp with time zone,
	"source" text DEFAULT 'tpos' NOT NULL,
	"payment_type" text,
	"cashier_id" uuid,
	"created_by_user_id" uuid,
	"device_id" uuid,
	"items_total_pence" integer DEFAULT 0 NOT NULL,
	"delivery_charge_pence" integer DEFAULT 0 NOT NULL,
	"adjustments_total_pence" integer DEFAULT 0 NOT NULL,
	"total_cost_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('requested', 'ready', 'fulfilled', 'delivered', 'collected', 'cancelled')),
	CONSTRAINT "orders_deliver_to_check" CHECK ("orders"."deliver_to" in ('table_service', 'in_store', 'collection', 'click_and_collect', 'delivery', 'home_delivery')),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" is null or "orders"."payment_type" in ('cash', 'pax_device')),
	CONSTRAINT "orders_order_number_check" CHECK ("orders"."order_number" >= 1),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."items_total_pence" >= 0 and "orders"."delivery_charge_pence" >= 0 and "orders"."total_cost_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"option_choice_id" uuid,
	"option_id" uuid,
	"option_label" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_options_price_check" CHECK ("order_item_options"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid,
	"product_name" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"measure" text DEFAULT '' NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"price_override_pence" integer,
	"options_pence" integer DEFAULT 0 NOT NULL,
	"cost_pence" integer NOT NULL,
	"vat_rate_basis_points" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('requested', 'ready')),
	CONSTRAINT "order_items_money_check" CHECK ("order_items"."unit_price_pence" >= 0 and "order_items"."options_pence" >= 0 and "order_items"."cost_pence" = "order_items"."unit_price_pence" + "order_items"."options_pence")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"pay_type" text,
	"amount_gross_pence" integer NOT NULL,
	"amount_tendered_pence" integer,
	"amount_refunded_pence" integer DEFAULT 0 NOT NULL,
	"uti" text,
	"retrieval_reference_number" text,
	"card_number_mask" text,
	"cashier_id" uuid,
	"device_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requested', 'paid', 'cancelled_provider', 'cancelled_client')),
	CONSTRAINT "payments_pay_type_check" CHECK ("payments"."pay_type" is null or "payments"."pay_type" in ('cash', 'pax_device')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_gross_pence" >= 0 and "payments"."amount_refunded_pence" between 0 and "payments"."amount_gross_pence")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"retrieval_reference_number" text,
	"created_by_user_id" uuid,
	"device_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('low_stock', 'overselling', 'underselling', 'summary'))
);
--> statement-breakpoint
CREATE TABLE "availability_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"paused_by_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_config" (
	"client_id" uuid NOT NULL,
	"deliver_to" text NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"capacity_per_slot" integer DEFAULT 5 NOT NULL,
	"lead_time_minutes" integer DEFAULT 30 NOT NULL,
	"days_ahead" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_config_client_id_deliver_to_pk" PRIMARY KEY("client_id","deliver_to"),
	CONSTRAINT "slot_config_deliver_to_check" CHECK ("slot_config"."deliver_to" in ('click_and_collect', 'home_delivery')),
	CONSTRAINT "slot_config_numbers_check" CHECK ("slot_config"."slot_minutes" > 0 and "slot_config"."capacity_per_slot" >= 0 and "slot_config"."lead_time_minutes" >= 0 and "slot_config"."days_ahead" >= 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_cashier_id" uuid,
	"actor_device_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_times" ADD CONSTRAINT "menu_times_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_times" ADD CONSTRAINT "menu_times_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_till_positions" ADD CONSTRAINT "quick_till_positions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_till_positions" ADD CONSTRAINT "quick_till_positions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_config" ADD CONSTRAINT "till_config_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_option_choice_id_option_choices_id_fk" FOREIGN KEY ("option_choice_id") REFERENCES "public"."option_choices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_pauses" ADD CONSTRAINT "availability_pauses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_pauses" ADD CONSTRAINT "availability_pauses_paused_by_user_id_users_id_fk" FOREIGN KEY ("paused_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_config" ADD CONSTRAINT "slot_config_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_client_email_idx" ON "invites" USING btree ("client_id","email");--> statement-breakpoint
CREATE INDEX "login_tokens_client_user_idx" ON "login_tokens" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_client_user_idx" ON "password_reset_tokens" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_client_user_idx" ON "sessions" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_client_device_idx" ON "sessions" USING btree ("client_id","device_id");--> statement-breakpoint
CREATE INDEX "users_client_email_idx" ON "users" USING btree ("client_id","email");--> statement-breakpoint
CREATE INDEX "cashiers_client_idx" ON "cashiers" USING btree ("client_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_client_serial_idx" ON "devices" USING btree ("client_id","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_client_device_uuid_idx" ON "devices" USING btree ("client_id","device_uuid");--> statement-breakpoint
CREATE INDEX "devices_client_kind_idx" ON "devices" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "referrals_client_created_idx" ON "referrals" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_client_created_idx" ON "support_tickets" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_client_slug_idx" ON "categories" USING btree ("client_id","slug") WHERE "categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "categories_client_parent_idx" ON "categories" USING btree ("client_id","parent_category_id");--> statement-breakpoint
CREATE INDEX "option_choices_client_option_idx" ON "option_choices" USING btree ("client_id","option_id");--> statement-breakpoint
CREATE INDEX "product_options_client_product_idx" ON "product_options" USING btree ("client_id","product_id");--> statement-breakpoint
CREATE INDEX "products_client_category_idx" ON "products" USING btree ("client_id","parent_category_id","position");--> statement-breakpoint
CREATE INDEX "products_client_name_idx" ON "products" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "attributes_client_idx" ON "attributes" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "product_attributes_client_attribute_idx" ON "product_attributes" USING btree ("client_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_client_name_idx" ON "tables" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "menu_times_client_weekday_idx" ON "menu_times" USING btree ("client_id","weekday","start_time");--> statement-breakpoint
CREATE INDEX "menu_times_client_menu_idx" ON "menu_times" USING btree ("client_id","menu_id");--> statement-breakpoint
CREATE INDEX "menus_client_idx" ON "menus" USING btree ("client_id","position");--> statement-breakpoint
CREATE INDEX "quick_till_positions_client_product_idx" ON "quick_till_positions" USING btree ("client_id","product_id");--> statement-breakpoint
CREATE INDEX "customers_client_phone_idx" ON "customers" USING btree ("client_id","phone");--> statement-breakpoint
CREATE INDEX "customers_client_email_idx" ON "customers" USING btree ("client_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_number_idx" ON "orders" USING btree ("client_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_client_status_idx" ON "orders" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_client_deliver_status_idx" ON "orders" USING btree ("client_id","deliver_to","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_client_customer_idx" ON "orders" USING btree ("client_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_client_slot_idx" ON "orders" USING btree ("client_id","order_datetime_slot") WHERE "orders"."order_datetime_slot" is not null;--> statement-breakpoint
CREATE INDEX "price_adjustments_client_order_idx" ON "price_adjustments" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "order_item_options_client_item_idx" ON "order_item_options" USING btree ("client_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_client_order_idx" ON "order_items" USING btree ("client_id","order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_client_product_idx" ON "order_items" USING btree ("client_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_order_idx" ON "payments" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_client_paid_at_idx" ON "payments" USING btree ("client_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_client_created_idx" ON "payments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_client_payment_idx" ON "refunds" USING btree ("client_id","payment_id");--> statement-breakpoint
CREATE INDEX "refunds_client_order_idx" ON "refunds" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "refunds_client_created_idx" ON "refunds" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_client_start_idx" ON "alerts" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "alerts_client_unseen_idx" ON "alerts" USING btree ("client_id") WHERE "alerts"."seen" = false;--> statement-breakpoint
CREATE INDEX "availability_pauses_client_starts_idx" ON "availability_pauses" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "audit_log_client_created_idx" ON "audit_log" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_client_entity_idx" ON "audit_log" USING btree ("client_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_client_created_idx" ON "idempotency_keys" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_client_created_idx" ON "outbox" USING btree ("client_id","created_at");
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "screen_pairing_codes" DROP CONSTRAINT "screen_pairing_codes_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "option_choices" DROP CONSTRAINT "option_choices_option_set_id_option_sets_id_fk";
--> statement-breakpoint
ALTER TABLE "product_option_sets" DROP CONSTRAINT "product_option_sets_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_option_sets" DROP CONSTRAINT "product_option_sets_option_set_id_option_sets_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_parent_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "product_attributes" DROP CONSTRAINT "product_attributes_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_attributes" DROP CONSTRAINT "product_attributes_attribute_id_attributes_id_fk";
--> statement-breakpoint
ALTER TABLE "favourite_products" DROP CONSTRAINT "favourite_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_categories" DROP CONSTRAINT "menu_categories_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_categories" DROP CONSTRAINT "menu_categories_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_times" DROP CONSTRAINT "menu_times_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "quick_till_positions" DROP CONSTRAINT "quick_till_positions_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_table_id_tables_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancelled_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "price_adjustments" DROP CONSTRAINT "price_adjustments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "price_adjustments" DROP CONSTRAINT "price_adjustments_approved_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_options" DROP CONSTRAINT "order_item_options_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "order_voids" DROP CONSTRAINT "order_voids_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_voids" DROP CONSTRAINT "order_voids_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_voids" DROP CONSTRAINT "order_voids_approved_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_voids" DROP CONSTRAINT "order_voids_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_session_id_drawer_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_approved_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_opened_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_approved_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_closed_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "card_attempts" DROP CONSTRAINT "card_attempts_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "card_attempts" DROP CONSTRAINT "card_attempts_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_drawer_session_id_drawer_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_drawer_session_id_drawer_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "z_reports" DROP CONSTRAINT "z_reports_created_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "z_reports" DROP CONSTRAINT "z_reports_approved_by_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" DROP CONSTRAINT "tip_allocation_payments_allocation_id_tip_allocations_id_fk";
--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" DROP CONSTRAINT "tip_allocation_payments_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "tip_shares" DROP CONSTRAINT "tip_shares_allocation_id_tip_allocations_id_fk";
--> statement-breakpoint
ALTER TABLE "tip_shares" DROP CONSTRAINT "tip_shares_cashier_id_cashiers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_prints" DROP CONSTRAINT "order_item_prints_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_prints" DROP CONSTRAINT "order_item_prints_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_prints" DROP CONSTRAINT "order_item_prints_station_id_print_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_prints" DROP CONSTRAINT "order_item_prints_print_job_id_print_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "print_category_routes" DROP CONSTRAINT "print_category_routes_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "print_category_routes" DROP CONSTRAINT "print_category_routes_station_id_print_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_printer_id_printers_id_fk";
--> statement-breakpoint
ALTER TABLE "print_product_routes" DROP CONSTRAINT "print_product_routes_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "print_product_routes" DROP CONSTRAINT "print_product_routes_station_id_print_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "print_stations" DROP CONSTRAINT "print_stations_printer_id_printers_id_fk";
--> statement-breakpoint
ALTER TABLE "print_stations" DROP CONSTRAINT "print_stations_fallback_printer_id_printers_id_fk";
--> statement-breakpoint
ALTER TABLE "printers" DROP CONSTRAINT "printers_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "till_printing" DROP CONSTRAINT "till_printing_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "till_printing" DROP CONSTRAINT "till_printing_receipt_printer_id_printers_id_fk";
--> statement-breakpoint
DROP INDEX "order_events_client_id_idx";--> statement-breakpoint
ALTER TABLE "cashiers" DROP CONSTRAINT "cashiers_pkey";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_pkey";--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_pkey";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_pkey";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "option_choices" DROP CONSTRAINT "option_choices_pkey";--> statement-breakpoint
ALTER TABLE "option_sets" DROP CONSTRAINT "option_sets_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "attributes" DROP CONSTRAINT "attributes_pkey";--> statement-breakpoint
ALTER TABLE "tables" DROP CONSTRAINT "tables_pkey";--> statement-breakpoint
ALTER TABLE "menu_times" DROP CONSTRAINT "menu_times_pkey";--> statement-breakpoint
ALTER TABLE "menus" DROP CONSTRAINT "menus_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "price_adjustments" DROP CONSTRAINT "price_adjustments_pkey";--> statement-breakpoint
ALTER TABLE "order_item_options" DROP CONSTRAINT "order_item_options_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "order_voids" DROP CONSTRAINT "order_voids_pkey";--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_pkey";--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_pkey";--> statement-breakpoint
ALTER TABLE "card_attempts" DROP CONSTRAINT "card_attempts_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_pkey";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_pkey";--> statement-breakpoint
ALTER TABLE "availability_pauses" DROP CONSTRAINT "availability_pauses_pkey";--> statement-breakpoint
ALTER TABLE "z_reports" DROP CONSTRAINT "z_reports_pkey";--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" DROP CONSTRAINT "tip_allocation_payments_pkey";--> statement-breakpoint
ALTER TABLE "tip_allocations" DROP CONSTRAINT "tip_allocations_pkey";--> statement-breakpoint
ALTER TABLE "tip_shares" DROP CONSTRAINT "tip_shares_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_pkey";--> statement-breakpoint
ALTER TABLE "print_stations" DROP CONSTRAINT "print_stations_pkey";--> statement-breakpoint
ALTER TABLE "printers" DROP CONSTRAINT "printers_pkey";--> statement-breakpoint
ALTER TABLE "cashiers" ADD CONSTRAINT "cashiers_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "option_sets" ADD CONSTRAINT "option_sets_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "menu_times" ADD CONSTRAINT "menu_times_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "availability_pauses" ADD CONSTRAINT "availability_pauses_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "tip_allocations" ADD CONSTRAINT "tip_allocations_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_fk" FOREIGN KEY ("client_id","parent_category_id") REFERENCES "public"."categories"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_option_set_id_fk" FOREIGN KEY ("client_id","option_set_id") REFERENCES "public"."option_sets"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_sets" ADD CONSTRAINT "product_option_sets_option_set_id_fk" FOREIGN KEY ("client_id","option_set_id") REFERENCES "public"."option_sets"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_category_id_fk" FOREIGN KEY ("client_id","parent_category_id") REFERENCES "public"."categories"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_fk" FOREIGN KEY ("client_id","attribute_id") REFERENCES "public"."attributes"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_fk" FOREIGN KEY ("client_id","menu_id") REFERENCES "public"."menus"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_category_id_fk" FOREIGN KEY ("client_id","category_id") REFERENCES "public"."categories"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_times" ADD CONSTRAINT "menu_times_menu_id_fk" FOREIGN KEY ("client_id","menu_id") REFERENCES "public"."menus"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_till_positions" ADD CONSTRAINT "quick_till_positions_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."customers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_fk" FOREIGN KEY ("client_id","table_id") REFERENCES "public"."tables"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cashier_id_fk" FOREIGN KEY ("client_id","cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_cashier_id_fk" FOREIGN KEY ("client_id","cancelled_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_approved_by_cashier_id_fk" FOREIGN KEY ("client_id","approved_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_fk" FOREIGN KEY ("client_id","order_item_id") REFERENCES "public"."order_items"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_category_id_fk" FOREIGN KEY ("client_id","category_id") REFERENCES "public"."categories"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_cashier_id_fk" FOREIGN KEY ("client_id","cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_approved_by_cashier_id_fk" FOREIGN KEY ("client_id","approved_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_session_id_fk" FOREIGN KEY ("client_id","session_id") REFERENCES "public"."drawer_sessions"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_cashier_id_fk" FOREIGN KEY ("client_id","cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_approved_by_cashier_id_fk" FOREIGN KEY ("client_id","approved_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_cashier_id_fk" FOREIGN KEY ("client_id","opened_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_approved_by_cashier_id_fk" FOREIGN KEY ("client_id","approved_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_cashier_id_fk" FOREIGN KEY ("client_id","closed_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_payment_id_fk" FOREIGN KEY ("client_id","payment_id") REFERENCES "public"."payments"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cashier_id_fk" FOREIGN KEY ("client_id","cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_session_id_fk" FOREIGN KEY ("client_id","drawer_session_id") REFERENCES "public"."drawer_sessions"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fk" FOREIGN KEY ("client_id","payment_id") REFERENCES "public"."payments"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_drawer_session_id_fk" FOREIGN KEY ("client_id","drawer_session_id") REFERENCES "public"."drawer_sessions"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_z_report_id_fk" FOREIGN KEY ("client_id","z_report_id") REFERENCES "public"."z_reports"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_created_by_cashier_id_fk" FOREIGN KEY ("client_id","created_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_approved_by_cashier_id_fk" FOREIGN KEY ("client_id","approved_by_cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_allocation_id_fk" FOREIGN KEY ("client_id","allocation_id") REFERENCES "public"."tip_allocations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_payments" ADD CONSTRAINT "tip_allocation_payments_payment_id_fk" FOREIGN KEY ("client_id","payment_id") REFERENCES "public"."payments"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_allocation_id_fk" FOREIGN KEY ("client_id","allocation_id") REFERENCES "public"."tip_allocations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_shares" ADD CONSTRAINT "tip_shares_cashier_id_fk" FOREIGN KEY ("client_id","cashier_id") REFERENCES "public"."cashiers"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_order_item_id_fk" FOREIGN KEY ("client_id","order_item_id") REFERENCES "public"."order_items"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_station_id_fk" FOREIGN KEY ("client_id","station_id") REFERENCES "public"."print_stations"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_prints" ADD CONSTRAINT "order_item_prints_print_job_id_fk" FOREIGN KEY ("client_id","print_job_id") REFERENCES "public"."print_jobs"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_category_routes" ADD CONSTRAINT "print_category_routes_category_id_fk" FOREIGN KEY ("client_id","category_id") REFERENCES "public"."categories"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_category_routes" ADD CONSTRAINT "print_category_routes_station_id_fk" FOREIGN KEY ("client_id","station_id") REFERENCES "public"."print_stations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_fk" FOREIGN KEY ("client_id","printer_id") REFERENCES "public"."printers"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_product_routes" ADD CONSTRAINT "print_product_routes_product_id_fk" FOREIGN KEY ("client_id","product_id") REFERENCES "public"."products"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_product_routes" ADD CONSTRAINT "print_product_routes_station_id_fk" FOREIGN KEY ("client_id","station_id") REFERENCES "public"."print_stations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_printer_id_fk" FOREIGN KEY ("client_id","printer_id") REFERENCES "public"."printers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_stations" ADD CONSTRAINT "print_stations_fallback_printer_id_fk" FOREIGN KEY ("client_id","fallback_printer_id") REFERENCES "public"."printers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_printing" ADD CONSTRAINT "till_printing_device_id_fk" FOREIGN KEY ("client_id","device_id") REFERENCES "public"."devices"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_printing" ADD CONSTRAINT "till_printing_receipt_printer_id_fk" FOREIGN KEY ("client_id","receipt_printer_id") REFERENCES "public"."printers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_id_idx" ON "order_events" USING btree ("id");
// Where each table lives once Citus spreads the database over several nodes (DESIGN.md §2,
// §12 "Many processes"; apps/server/README.md "Distribution (Citus)"). Citus cannot be
// installed here, so db/citus-readiness.test.ts holds the migrated schema to this plan:
// a table in no list, or one that breaks its list's rules, fails it.

/** Every distributed table is hashed on this column, all in one colocation group. */
export const DISTRIBUTION_COLUMN = 'client_id';

/**
 * A merchant's own rows, hashed on client_id: one merchant's rows of every table sit on
 * the same node, so a request for one merchant is answered by one node, and a merchant
 * moves between nodes whole. Keys, unique constraints and foreign keys include client_id.
 */
export const distributedTables: Record<string, string> = {
  alerts: "the merchant's report alerts",
  attributes: "the catalogue's product labels",
  audit_log: "the trail of the merchant's actions",
  availability_pauses: "the merchant's ordering pauses",
  card_attempts: 'card terminal sales and refunds of an order',
  cashiers: "the merchant's till operators",
  catalogue_versions: "the merchant's catalogue version, bumped with every catalogue write",
  categories: 'the till categories',
  client_logos: "the merchant's logo",
  customers: "the merchant's customers",
  devices: "the merchant's tills, terminals and screens",
  drawer_movements: 'pay-ins, pay-outs and No sales of a drawer',
  drawer_sessions: "a till's cash drawer from float to cash-up",
  favourite_products: "the till's Favourites page",
  idempotency_keys: "the first answers to the merchant's order and payment requests",
  journal_entries: "the merchant's money journal, one hash chain per merchant",
  menu_categories: 'the categories a menu shows',
  menu_times: 'when a menu is served',
  menus: "the merchant's menus",
  option_choices: 'the answers of an option set',
  option_sets: 'the questions a product asks',
  order_events: "live events about the merchant's orders",
  order_item_options: 'options chosen on an order line',
  order_item_prints: 'which order lines were printed where',
  order_items: 'order lines',
  order_voids: 'lines voided from open orders',
  orders: "the merchant's orders",
  payments: "orders' payments and split-bill parts",
  price_adjustments: "orders' discounts and surcharges",
  print_category_routes: "where a category's lines print",
  print_jobs: "the merchant's print queue",
  print_product_routes: 'where a product prints instead of its category',
  print_stations: "the merchant's kitchen and receipt stations",
  printers: "the merchant's printers",
  product_attributes: "a product's labels",
  product_option_sets: 'the option sets a product asks',
  products: 'the catalogue',
  quick_till_positions: "the quick till's buttons",
  referrals: "the merchant's referrals (a sign-up's phone match fans out, once per sign-up)",
  refunds: "payments' refunds",
  report_days: "the merchant's cached report days",
  slot_config: "the merchant's booking slots",
  support_tickets: "the merchant's support requests",
  tables: "the merchant's dining tables",
  till_config: 'which tills the merchant uses',
  till_printing: "a till's receipt printer",
  tip_allocation_payments: 'the payments whose tips an allocation shared',
  tip_allocations: "the merchant's tip allocations",
  tip_shares: "workers' shares of an allocation",
  z_reports: "the merchant's closed days",
};

/**
 * Replicated whole to every node: small, rarely written, and read without a merchant known
 * or across merchants. Every node can join them with any shard. A reference table may
 * reference only other reference tables, so none has a foreign key into a merchant's rows.
 */
export const referenceTables: Record<string, string> = {
  clients:
    'the merchants themselves: every tenant row names one, and the X-DT-SCHEMA header and ' +
    'magic links find one by identifier before any merchant is known',
  users:
    'log-in names no merchant, so an email is unique across all of them; a superadmin acts ' +
    'in merchants other than their own',
  sessions:
    'found on every request by the hash of a cookie that names no merchant; a support view ' +
    'moves a session to another merchant, and a distribution column never changes',
  invites:
    'opened from a link that names no merchant, and locked (SELECT … FOR UPDATE) while ' +
    'accepted, which Citus allows on one shard or a reference table only',
  login_tokens: 'consumed from a magic link by its hash, before the merchant is known',
  password_reset_tokens: 'consumed from a reset link by its hash, before the merchant is known',
  screen_pairing_codes:
    'asked for by a screen that belongs to no merchant yet (client_id is null until an ' +
    'owner claims the code), and found by the code or poll token alone',
};

/**
 * Kept on the coordinator only (Citus local tables): state of the processes rather than of
 * a merchant, written often, or claimed with FOR UPDATE SKIP LOCKED across merchants,
 * which Citus runs only on one shard. They may reference reference tables.
 */
export const localTables: Record<string, string> = {
  job_leases: 'which process runs each job; renewed every few seconds',
  attempt_marks:
    'limiter counts keyed by email, address or merchant; written on every failed try, pruned',
  stored_files: 'uploaded photos by store key, served by every process; no merchant column',
  outbox:
    'mail and SMS on their way, some for no merchant (client_id null); the dispatcher ' +
    'claims due rows of every merchant with FOR UPDATE SKIP LOCKED',
};

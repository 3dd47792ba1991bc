-- Each process may keep who a session is in memory for a few seconds (issue 18,
-- modules/session/principal-cache.ts). These triggers tell every process when any of
-- it changes, whoever changed it (another process, the admin command, a hand edit):
-- a session, a user, a merchant, a device or a catalogue version. The order and
-- receipt counters on a merchant change with every sale and are not part of it.
CREATE FUNCTION "notify_principals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('principals_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_principals_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_principals_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_principals_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_principals_changed"();
--> statement-breakpoint
CREATE TRIGGER "devices_principals_changed" AFTER UPDATE OR DELETE ON "devices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_principals_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_versions_principals_changed" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_versions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_principals_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_deleted_principals_changed" AFTER DELETE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "notify_principals_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_principals_changed" AFTER UPDATE ON "clients" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'next_order_number' - 'next_receipt_number') IS DISTINCT FROM (to_jsonb(NEW) - 'next_order_number' - 'next_receipt_number'))
  EXECUTE FUNCTION "notify_principals_changed"();

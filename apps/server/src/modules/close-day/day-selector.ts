import { sql, type SQL } from 'drizzle-orm';

/**
 * Which rows a report counts. An X report counts what no Z has counted yet, from the
 * start of Z keeping (or today) up to now, for one till or all; a Z counts the rows it
 * marked as its own, so its figures are of exactly what it closed.
 */
export type DaySelector =
  | { kind: 'open'; clientId: string; start: Date; to: Date; deviceId: string | null }
  | { kind: 'z'; clientId: string; zReportId: string };

/**
 * The WHERE of one table under a selector. `time` is the column that places a row in
 * the day (paid_at for a payment, created_at for a refund); the alias is the table's
 * in the caller's query; `withDevice` is for payments and refunds, which name a till
 * and a drawer. Values are bound, never spliced.
 */
export const selectorWhere = (
  selector: DaySelector,
  alias: string,
  time: string,
  withDevice: boolean,
): SQL => {
  const a = sql.raw(alias);
  const t = sql.raw(`${alias}.${time}`);
  if (selector.kind === 'z')
    return sql`${a}.client_id = ${selector.clientId}::uuid and ${a}.z_report_id = ${selector.zReportId}::uuid`;
  // A browser till's payment names no device, but its cash went into that till's drawer.
  const device =
    withDevice && selector.deviceId !== null
      ? sql` and (${a}.device_id = ${selector.deviceId}::uuid or ${a}.drawer_session_id in (
          select ds.id from drawer_sessions ds where ds.client_id = ${selector.clientId}::uuid
            and ds.device_id = ${selector.deviceId}::uuid))`
      : sql``;
  return sql`${a}.client_id = ${selector.clientId}::uuid and ${a}.z_report_id is null
    and ${t} >= ${selector.start.toISOString()}::timestamptz
    and ${t} < ${selector.to.toISOString()}::timestamptz${device}`;
};

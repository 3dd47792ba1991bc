import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isOneOf, timestamptz } from './columns.js';
import { clients } from './clients.js';
import { clientIdColumn, tenantIdColumn, tenantKey } from './tenant-column.js';
import { deviceKindValues, type DeviceKind } from './values.js';

/**
 * A paired card terminal (logs in with its serial number and the merchant's
 * terminal PIN) or a screen such as a kitchen display (Authorization: Screen {uuid}).
 */
export const devices = pgTable(
  'devices',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    kind: text('kind').$type<DeviceKind>().notNull(),
    serialNumber: text('serial_number'),
    /** The id the device presents: a terminal's app install id, or a screen's uuid. */
    deviceUuid: text('device_uuid'),
    paxMerchantId: text('pax_merchant_id'),
    name: text('name').notNull().default(''),
    /** A card terminal's own API on the till's network, `host:port` (https) or with an http:// or https:// prefix. */
    address: text('address'),
    pairedAt: timestamptz('paired_at'),
    /**
     * Tills and terminals are numbered 1, 2, ... per merchant (issue 15): "T2-0142" is till 2's
     * sale 142. Given on first use (POST devices/tills/), so a terminal paired earlier has none yet.
     */
    number: integer('number'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('devices_client_serial_idx').on(t.clientId, t.serialNumber),
    // Screen and terminal log-in look a device up by its uuid within the merchant of X-DT-SCHEMA.
    uniqueIndex('devices_client_device_uuid_idx').on(t.clientId, t.deviceUuid),
    index('devices_client_kind_idx').on(t.clientId, t.kind),
    // Two tills registering at once cannot take the same number: the second retries.
    uniqueIndex('devices_client_number_idx')
      .on(t.clientId, t.number)
      .where(sql`${t.number} is not null`),
    check('devices_kind_check', isOneOf(t.kind, deviceKindValues)),
  ],
);

/**
 * A kitchen screen's pairing code (/kitchen/pair). The screen asks for one before it
 * belongs to any merchant, so a row has no client until an owner claims its code.
 * Only hashes are kept: the 6-character code the owner types, and the poll token with
 * which the screen alone collects its id once. Rows live ten minutes.
 */
export const screenPairingCodes = pgTable(
  'screen_pairing_codes',
  {
    id: idColumn(),
    codeHash: text('code_hash').notNull().unique(),
    pollTokenHash: text('poll_token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when an owner claims the code: the merchant, and the screen it became. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    // No foreign key: a reference table under Citus may not reference a merchant's rows.
    // Devices are never deleted, and a code outlives its claim by minutes only.
    deviceId: uuid('device_id'),
    claimedAt: timestamptz('claimed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('screen_pairing_codes_expires_idx').on(t.expiresAt)],
);

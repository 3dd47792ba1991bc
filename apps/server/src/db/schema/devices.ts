import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn } from './tenant-column.js';
import { deviceKindValues, type DeviceKind } from './values.js';

/**
 * A paired card terminal (logs in with its serial number and the merchant's
 * terminal PIN) or a screen such as a kitchen display (Authorization: Screen {uuid}).
 */
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    clientId: clientIdColumn(),
    kind: text('kind').$type<DeviceKind>().notNull(),
    serialNumber: text('serial_number'),
    /** The id the device presents: a terminal's app install id, or a screen's uuid. */
    deviceUuid: text('device_uuid'),
    paxMerchantId: text('pax_merchant_id'),
    name: text('name').notNull().default(''),
    pairedAt: timestamptz('paired_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('devices_client_serial_idx').on(t.clientId, t.serialNumber),
    // Screen and terminal log-in look a device up by its uuid within the merchant of X-DT-SCHEMA.
    uniqueIndex('devices_client_device_uuid_idx').on(t.clientId, t.deviceUuid),
    index('devices_client_kind_idx').on(t.clientId, t.kind),
    check('devices_kind_check', isOneOf(t.kind, deviceKindValues)),
  ],
);

import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { clientIdColumn } from './tenant-column.js';

/**
 * The merchant's logo (Settings → Business), kept in the database rather than on one
 * server's disk, so every process serves it (DESIGN.md §12). A re-encoded JPEG of at most
 * 400 px, base64: a few tens of kilobytes.
 */
export const clientLogos = pgTable('client_logos', {
  clientId: clientIdColumn().primaryKey(),
  jpegBase64: text('jpeg_base64').notNull(),
  /** A hash of the JPEG: the logo's URL carries it, so a browser never shows an old one. */
  version: text('version').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

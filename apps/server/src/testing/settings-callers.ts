import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { auditLog, clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from './api-client.js';
import { kitchenScreen, terminalSession } from './order-fixtures.js';
import type { TestApp } from './test-app.js';
import { tillSession } from './till-session.js';

/** Corner Café's callers who may not change settings: staff, reporting, the terminal, the screen. */
export const settingsOutsiders = async (t: TestApp): Promise<[string, ApiClient][]> => [
  ['staff', await tillSession(t.app, CORNER_CAFE.staffEmail)],
  ['manager', await tillSession(t.app, CORNER_CAFE.managerEmail)],
  ['card terminal', await terminalSession(t.app, t.db)],
  ['kitchen screen', kitchenScreen(t.app)],
];

export const clientIdOf = async (db: Db, identifier: string): Promise<string> => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, identifier));
  if (!row) throw new Error(`no client ${identifier}`);
  return row.id;
};

/** The audit rows of one settings section (`settings.<section>.changed`) of a merchant. */
export const sectionAudits = (db: Db, clientId: string, section: string) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.clientId, clientId), eq(auditLog.action, `settings.${section}.changed`)),
    );

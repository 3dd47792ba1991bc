import type { Db } from '@/db/client.js';
import { hasGroup } from '@/http/guards.js';
import {
  requireCatalogueEditor,
  type Editor,
} from '@/modules/cashiers/cashier-permission.service.js';
import type { Principal } from '@/modules/session/session.service.js';

/**
 * Who may import and export the catalogue. Product edits' rule (requireCatalogueEditor:
 * a signed-in cashier's edit permission decides), widened for the back office: an owner
 * or superadmin with no cashier signed in may always, as on every Settings page, since
 * the import lives there. A cashier signed in on the session still decides, so a till
 * handed to a cashier who may not edit cannot import.
 */
export const requireCatalogueImporter = async (db: Db, principal: Principal): Promise<Editor> => {
  const { client, user, cashierId } = principal;
  if (client && user && !cashierId && hasGroup(user, ['owner', 'superadmin']))
    return { client, actor: { userId: user.id, deviceId: null, cashierId: null } };
  return requireCatalogueEditor(db, principal);
};

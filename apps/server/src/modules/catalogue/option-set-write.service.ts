import { and, eq } from 'drizzle-orm';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import type {
  CreateOptionSetInput,
  OptionSet,
  UpdateOptionSetInput,
} from '@opentill/contract/catalogue/option-set.schemas';
import type { Db } from '@/db/client.js';
import { optionSets } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { replaceChoices } from './option-set-choices.js';
import { findOptionSet } from './option-set.service.js';
import { lockCatalogue } from './sibling-order.js';

const setOf = (clientId: string, optionSetId: string) =>
  and(eq(optionSets.clientId, clientId), eq(optionSets.id, optionSetId));

const loadSaved = async (db: Db, clientId: string, optionSetId: string): Promise<OptionSet> => {
  const saved = await findOptionSet(db, clientId, optionSetId);
  if (!saved) throw new Error(`option set ${optionSetId} vanished`);
  return saved;
};

export const createOptionSet = async (
  db: Db,
  clientId: string,
  input: CreateOptionSetInput,
): Promise<OptionSet> => {
  const id = await db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const [row] = await tx
      .insert(optionSets)
      .values({ clientId, label: input.label, multiple: input.multiple })
      .returning({ id: optionSets.id });
    if (!row) throw new Error('option set insert returned nothing');
    await replaceChoices(tx, clientId, row.id, input.optionChoices);
    return row.id;
  });
  return loadSaved(db, clientId, id);
};

/**
 * Changes the set on every product that asks it, at once. Past orders are untouched:
 * their lines copied the label and price they were sold with.
 */
export const updateOptionSet = async (
  db: Db,
  clientId: string,
  optionSetId: string,
  input: UpdateOptionSetInput,
): Promise<OptionSet> => {
  await db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const [row] = await tx
      .update(optionSets)
      .set({ label: input.label, multiple: input.multiple, updatedAt: new Date() })
      .where(setOf(clientId, optionSetId))
      .returning({ id: optionSets.id });
    if (!row) throw AppError.notFound(m.optionSetNotFound);
    if (input.optionChoices !== undefined) {
      await replaceChoices(tx, clientId, optionSetId, input.optionChoices);
    }
  });
  return loadSaved(db, clientId, optionSetId);
};

/** Takes the set off every product and deletes it; past orders keep their copies. */
export const deleteOptionSet = (db: Db, clientId: string, optionSetId: string): Promise<void> =>
  // Under the catalogue lock, as product saves are: a product being given this set at
  // the same moment either sees it or is told it is unknown, never a half-deleted set.
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const deleted = await tx
      .delete(optionSets)
      .where(setOf(clientId, optionSetId))
      .returning({ id: optionSets.id });
    if (deleted.length === 0) throw AppError.notFound(m.optionSetNotFound);
  });

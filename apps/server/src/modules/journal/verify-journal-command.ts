import type { Db } from '@/db/client.js';
import { findMerchantRow } from '@/modules/clients/merchant-rows.service.js';
import { verifyJournal, type JournalBreak, type JournalCheck } from './verify-journal.service.js';

// `npm run admin -- verify-journal`: the check and its one line, apart from the command
// line itself so that a test can run it on its own database.

export type CommandResult = { message: string; exitCode: 0 | 1 };

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

const whatHappened = ({ seq, reason }: JournalBreak): string => {
  if (reason === 'edited')
    return 'it was changed after it was written (its hash no longer matches its contents)';
  if (reason === 'missing') return 'it has been deleted (entries after it are still there)';
  if (seq === 1) return 'it no longer starts the chain (its previous hash was changed)';
  return `it no longer follows entry ${seq - 1}, which was replaced after it was written`;
};

/** The one line for a check: whole, or where it first breaks and how. */
export const describeJournalCheck = (check: JournalCheck, merchantName: string | null): string => {
  if (!check.broken)
    return `The money journal is whole: ${plural(check.entries, 'entry', 'entries')} of ${plural(check.merchants, 'merchant', 'merchants')}, every hash and link checked.`;
  const { clientId, seq } = check.broken;
  const merchant = merchantName ? `${merchantName} (merchant ${clientId})` : `merchant ${clientId}`;
  return `The money journal is broken at ${merchant}, entry ${seq}: ${whatHappened(check.broken)}.`;
};

/** Checks the whole journal: exit code 1 when it is broken. */
export const runVerifyJournal = async (db: Db): Promise<CommandResult> => {
  const check = await verifyJournal(db);
  const merchant = check.broken ? await findMerchantRow(db, check.broken.clientId) : null;
  return {
    message: describeJournalCheck(check, merchant?.name ?? null),
    exitCode: check.ok ? 0 : 1,
  };
};

import type { IncomingMessage } from 'node:http';
import type { NewTransaction } from './transaction-store.js';

const MAX_BODY_BYTES = 16 * 1024;

export class BadRequest extends Error {}

/** Reads a small JSON body; anything else is the caller's mistake (400). */
export const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('The body is too large.');
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BadRequest('The body must be JSON.');
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (body: Record<string, unknown>, key: string): string | null => {
  const value = body[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new BadRequest(`${key} must be a string.`);
  return value;
};

/** The POST /transaction body, checked the way a terminal would refuse it. */
export const parseTransaction = (body: unknown): NewTransaction => {
  if (!isRecord(body)) throw new BadRequest('The body must be a JSON object.');
  const { transType, amountTrans, uti } = body;
  if (transType !== 'SALE' && transType !== 'REFUND')
    throw new BadRequest("transType must be 'SALE' or 'REFUND'.");
  if (typeof amountTrans !== 'number' || !Number.isSafeInteger(amountTrans) || amountTrans <= 0)
    throw new BadRequest('amountTrans must be a positive whole number of pence.');
  if (typeof uti !== 'string' || uti.trim() === '' || uti.length > 128)
    throw new BadRequest('uti must be a non-empty string of at most 128 characters.');
  const originalRetrievalReferenceNumber = optionalString(body, 'retrievalReferenceNumber');
  if (transType === 'REFUND' && !originalRetrievalReferenceNumber)
    throw new BadRequest('A REFUND needs the retrievalReferenceNumber of the sale.');
  return {
    transType,
    amountTrans,
    uti,
    language: optionalString(body, 'language'),
    originalRetrievalReferenceNumber,
  };
};

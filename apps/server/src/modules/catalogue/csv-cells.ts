import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import { csvPounds } from '@opentill/contract/csv/csv-text';
import type { ChoiceDraft, OptionDraft } from './import-draft.js';

// The cells of OpenTill's catalogue CSV, read and written. Readers return the
// value or a sentence saying what is wrong; money never passes through a float.

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(message: string): CellResult<T> => ({ ok: false, message });

const MAX_PENCE = 100_000_00;
const MAX_STOCK = 1_000_000;
export const MAX_NAME_LENGTH = 64;
const MAX_CHOICES = 50;
const MAX_OPTION_SETS = 20;

export const priceMessage = 'Write the price in pounds with at most two decimals, like 3.50.';
const POUNDS = /^£?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '3.50', '£3.5', '3', '1,250.00' → pence. */
export const readPrice = (text: string): CellResult<number> => {
  const cell = text.trim();
  if (cell === '') return fail('Enter a price, like 3.50.');
  if (/^-\s*£?\d/.test(cell)) return fail(m.priceNegative);
  const match = POUNDS.exec(cell);
  if (!match) return fail(priceMessage);
  const pounds = Number((match[1] ?? '0').replaceAll(',', ''));
  const pence = pounds * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence >= MAX_PENCE) return fail('Enter a price under £100,000.');
  return ok(pence);
};

/** '' → null (no VAT set); '20', '20%', '12.5' → basis points. */
export const readVatRate = (
  text: string,
  message: string = m.vatRate,
): CellResult<number | null> => {
  const cell = text.trim().replace(/\s*%$/, '');
  if (cell === '') return ok(null);
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(cell);
  if (!match) return fail(message);
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints > 10_000 ? fail(message) : ok(basisPoints);
};

/** How the takeaway column says "no VAT" when the eat-in rate has one. */
export const NO_VAT_CELL = 'none';

/**
 * The takeaway rate (issue 16). Empty, it is the eat-in rate, so a row typed by hand
 * never sells food taken away without VAT by mistake; 'none' is no VAT.
 */
export const readTakeawayVatRate = (
  text: string,
  eatIn: number | null | undefined,
): CellResult<number | null | undefined> => {
  const cell = text.trim();
  if (cell === '') return ok(eatIn);
  if (cell.toLowerCase() === NO_VAT_CELL) return ok(null);
  return readVatRate(cell, m.vatRateTakeaway);
};

export const formatVatRate = (basisPoints: number | null): string =>
  basisPoints === null
    ? ''
    : basisPoints % 100 === 0
      ? String(basisPoints / 100)
      : (basisPoints / 100).toFixed(2).replace(/0$/, '');

/** The takeaway cell: the rate, or 'none' for no VAT beside an eat-in rate (empty would follow it). */
export const formatTakeawayVatRate = (takeaway: number | null, eatIn: number | null): string =>
  takeaway === null && eatIn !== null ? NO_VAT_CELL : formatVatRate(takeaway);

/** '' → null (stock not counted); a whole number from 0. */
export const readStock = (text: string): CellResult<number | null> => {
  const cell = text.trim();
  if (cell === '') return ok(null);
  if (/^-\d+$/.test(cell)) return fail(m.stockNegative);
  if (!/^\d+$/.test(cell)) return fail(`${m.wholeStock} Leave it empty when stock is not counted.`);
  const stock = Number(cell);
  return stock > MAX_STOCK ? fail('Stock must be at most 1,000,000.') : ok(stock);
};

/** 'Hot drinks > Coffee' → ['Hot drinks', 'Coffee']; '' → the top level. */
export const readCategoryPath = (text: string): CellResult<string[]> => {
  const cell = text.trim();
  if (cell === '') return ok([]);
  const parts = cell.split('>').map((part) => part.trim());
  if (parts.some((part) => part === ''))
    return fail('Write the category path like Hot drinks > Coffee, with no empty part.');
  if (parts.some((part) => part.length > MAX_NAME_LENGTH))
    return fail('A category name is too long (maximum 64 characters).');
  return ok(parts);
};

export const formatCategoryPath = (path: readonly string[]): string => path.join(' > ');

/** 'V, GF' or 'V GF' → ['V', 'GF'], each once. */
export const readAttributeLabels = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,\s]+/)
      .map((label) => label.trim())
      .filter((label) => label !== ''),
  ),
];

// Options: `Milk: Whole 0.00 | Oat 0.40; Extras*: Extra shot 0.50`. Sets are split by
// ';', a set's label ends at ':' ('*' before it: several choices may be picked), choices
// are split by '|' and each ends with its price. A backslash keeps ; | : * \ literal.

const SPECIAL = /[\\;|:*]/g;
const escapeLabel = (label: string) => label.replace(SPECIAL, (c) => `\\${c}`);
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Splits at each `separator` that no backslash escapes, keeping escapes for later steps. */
const splitUnescaped = (text: string, separator: string): string[] => {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '\\' && i + 1 < text.length) {
      current += c + text.charAt(i + 1);
      i++;
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
};

const endsWithUnescapedStar = (text: string): boolean => {
  if (!text.endsWith('*')) return false;
  const slashes = /\\*$/.exec(text.slice(0, -1))?.[0].length ?? 0;
  return slashes % 2 === 0;
};

export const optionsFormatHint =
  'Write options like Milk: Whole 0.00 | Oat 0.40; Extras*: Extra shot 0.50.';

const readChoice = (raw: string, setLabel: string): CellResult<ChoiceDraft> => {
  const text = raw.trim();
  const priced = /^(.*\S)\s+(\+?£?\d[\d,]*(?:\.\d*)?)$/.exec(text);
  const label = unescape(priced?.[1] ?? text).trim();
  if (label === '') return fail(`Every choice of ${setLabel} needs a label.`);
  if (label.length > MAX_NAME_LENGTH)
    return fail(`The choice ${label} has too long a name (maximum 64 characters).`);
  if (!priced?.[2]) return ok({ label, pricePence: 0 });
  const price = readPrice(priced[2].replace(/^\+/, ''));
  return price.ok
    ? ok({ label, pricePence: price.value })
    : fail(`The price of ${label} in ${setLabel}: ${price.message}`);
};

const readOptionSet = (raw: string): CellResult<OptionDraft> => {
  const [head, ...rest] = splitUnescaped(raw, ':');
  if (head === undefined || rest.length === 0) return fail(optionsFormatHint);
  let labelText = head.trim();
  const multiple = endsWithUnescapedStar(labelText);
  if (multiple) labelText = labelText.slice(0, -1).trim();
  const label = unescape(labelText).trim();
  if (label === '') return fail(`Every option set needs a label. ${optionsFormatHint}`);
  if (label.length > MAX_NAME_LENGTH)
    return fail(`The option set ${label} has too long a name (maximum 64 characters).`);
  const choiceTexts = splitUnescaped(rest.join(':'), '|').filter((c) => c.trim() !== '');
  if (choiceTexts.length === 0) return fail(`Add at least one choice to ${label}.`);
  if (choiceTexts.length > MAX_CHOICES) return fail(`${label} can have at most 50 choices.`);
  const choices: ChoiceDraft[] = [];
  for (const text of choiceTexts) {
    const choice = readChoice(text, label);
    if (!choice.ok) return choice;
    choices.push(choice.value);
  }
  return ok({ label, multiple, choices });
};

/** The Options cell → option sets, in the order the till asks them; '' → none. */
export const readOptions = (text: string): CellResult<OptionDraft[]> => {
  const setTexts = splitUnescaped(text.trim(), ';').filter((s) => s.trim() !== '');
  if (setTexts.length > MAX_OPTION_SETS) return fail(m.tooManyOptionSets);
  const sets: OptionDraft[] = [];
  for (const setText of setTexts) {
    const set = readOptionSet(setText);
    if (!set.ok) return set;
    if (sets.some((s) => s.label.toLowerCase() === set.value.label.toLowerCase()))
      return fail(`The option set ${set.value.label} is written twice.`);
    sets.push(set.value);
  }
  return ok(sets);
};

/** Option sets → the Options cell; every choice with its price, so a label ending in a number reads back. */
export const formatOptions = (sets: readonly OptionDraft[]): string =>
  sets
    .map(
      (set) =>
        `${escapeLabel(set.label)}${set.multiple ? '*' : ''}: ${set.choices
          .map((c) => `${escapeLabel(c.label)} ${csvPounds(c.pricePence)}`)
          .join(' | ')}`,
    )
    .join('; ');

/** "Milk: Whole, Oat": how the preview shows a set. */
export const describeOption = (set: OptionDraft): string =>
  `${set.label}${set.multiple ? ' (any)' : ''}: ${set.choices.map((c) => c.label).join(', ')}`;

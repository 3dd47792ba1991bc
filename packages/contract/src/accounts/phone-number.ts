import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Phone numbers as people type them, read by libphonenumber-js: a number without a
// country code is taken as British, so '07700 900123' and '+44 7700 900123' are one.
const DEFAULT_COUNTRY = 'GB';

/**
 * A number of a possible length for its country. "Possible", not libphonenumber's
 * "valid": validity also needs the range to be allocated, which refuses Ofcom's
 * drama numbers (07700 900xxx) and ranges opened after the metadata was cut.
 */
export const isValidPhoneNumber = (input: string): boolean =>
  isPossiblePhoneNumber(input.trim(), DEFAULT_COUNTRY);

/**
 * E.164 ('+447700900123'), what two spellings of one number share. Input that is
 * no phone number gives '', which matches nothing.
 */
export const normalisePhoneNumber = (input: string): string =>
  parsePhoneNumberFromString(input.trim(), DEFAULT_COUNTRY)?.number ?? '';

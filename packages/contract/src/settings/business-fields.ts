import { z } from 'zod';

/** The merchant's name: on the receipt, the top bar and the log-in link mail. */
export const BUSINESS_NAME_MAX = 64;

export const businessNameSchema = z
  .string({ error: 'Enter the business name.' })
  .trim()
  .min(1, 'Enter the business name.')
  .max(BUSINESS_NAME_MAX, `The business name must be at most ${BUSINESS_NAME_MAX} characters.`);

/** An IANA zone the runtime knows: opening hours, slots and reports are all read in it. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .refine(isTimeZone, 'Choose a time zone from the list.');

/** Every zone the runtime lists, for the time zone pickers. */
export const listTimeZones = (): string[] => Intl.supportedValuesOf('timeZone');

/**
 * The UTF-8 byte order mark a CSV file starts with, so Excel reads 'Café' as UTF-8.
 * A module of its own: a page that only passes a server's CSV on needs it without
 * loading the CSV writer.
 */
export const CSV_BOM = '\uFEFF';

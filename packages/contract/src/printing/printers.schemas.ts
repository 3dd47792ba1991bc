import { z } from 'zod';
import {
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  PRINTER_HEALTH,
  type PrinterColumns,
} from './print-document.js';

/**
 * Settings → Printers (issue 17). A printer is reached by the server over the network
 * (raw ESC/POS on TCP, usually port 9100), or served by a device (a till or the card
 * terminal) that pulls its jobs: the terminal's own printer, or a printer only the
 * till's network reaches.
 */
export const PRINTER_CONNECTIONS = ['network', 'device'] as const;
export type PrinterConnection = (typeof PRINTER_CONNECTIONS)[number];

export const PRINTER_CONNECTION_LABELS: Record<PrinterConnection, string> = {
  network: 'On the network: OpenTill sends to it',
  device: 'Through a till or the card terminal',
};

export const DEFAULT_PRINTER_PORT = 9100;
export const PRINTER_ADDRESS_MESSAGE =
  'Enter the printer’s address as host:port, for example 192.168.1.50:9100.';

/** host:port, or a host alone (port 9100). IPv6 in brackets: [fe80::1]:9100. */
const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]{1,253})(:(\d{1,5}))?$/;

export const parsePrinterAddress = (address: string): { host: string; port: number } | null => {
  const match = HOST_PORT.exec(address.trim());
  if (!match?.[1]) return null;
  const port = match[3] === undefined ? DEFAULT_PRINTER_PORT : Number(match[3]);
  if (port < 1 || port > 65_535) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
};

const printerAddress = z
  .string({ error: PRINTER_ADDRESS_MESSAGE })
  .trim()
  .max(260, PRINTER_ADDRESS_MESSAGE)
  .refine((value) => value === '' || parsePrinterAddress(value) !== null, PRINTER_ADDRESS_MESSAGE);

export const printerInputSchema = z
  .object({
    name: z
      .string({ error: 'Give the printer a name, for example Kitchen.' })
      .trim()
      .min(1, 'Give the printer a name, for example Kitchen.')
      .max(40, 'Keep the name to 40 characters.'),
    connection: z.enum(PRINTER_CONNECTIONS, { error: 'Choose how OpenTill reaches the printer.' }),
    /** Required on the network; for a device, empty means the device's own printer. */
    address: printerAddress.default(''),
    columns: z.union(
      PRINTER_COLUMNS.map((columns) => z.literal(columns)) as [
        z.ZodLiteral<PrinterColumns>,
        ...z.ZodLiteral<PrinterColumns>[],
      ],
      { error: 'Choose the paper width.' },
    ),
    codePage: z.enum(PRINTER_CODE_PAGES, { error: 'Choose the code page.' }),
    /** The till or terminal that serves a `device` printer. */
    deviceId: z
      .uuid({ error: 'Choose the till or terminal the printer is plugged into.' })
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (value.connection === 'network' && value.address === '')
      ctx.addIssue({ code: 'custom', path: ['address'], message: PRINTER_ADDRESS_MESSAGE });
    if (value.connection === 'device' && value.deviceId === null)
      ctx.addIssue({
        code: 'custom',
        path: ['deviceId'],
        message: 'Choose the till or terminal the printer is plugged into.',
      });
  });
export type PrinterInput = z.input<typeof printerInputSchema>;

export const printerSchema = z.object({
  id: z.string(),
  name: z.string(),
  connection: z.enum(PRINTER_CONNECTIONS),
  address: z.string(),
  columns: z.number().int(),
  codePage: z.enum(PRINTER_CODE_PAGES),
  deviceId: z.string().nullable(),
  /** The last status check (every 30 s): what the printer answered. */
  health: z.enum(PRINTER_HEALTH),
  /** ISO 8601; null before the first check. */
  checkedAt: z.string().nullable(),
});
export type Printer = z.infer<typeof printerSchema>;

/** How often the server asks each network printer its status. */
export const PRINTER_HEALTH_EVERY_MS = 30_000;

/** GET printing/printers/: a till's view of the printers, to offer "Reprint on …". */
export const printerListSchema = z.object({ results: z.array(printerSchema) });
export type PrinterList = z.infer<typeof printerListSchema>;

/**
 * How often Settings → Printers reads the badges again: more often than the server asks the
 * printers, so a printer switched off shows red soon after the server finds it.
 */
export const PRINTER_HEALTH_SHOWN_EVERY_MS = 10_000;

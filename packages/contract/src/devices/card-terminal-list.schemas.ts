import { z } from 'zod';

export const TERMINAL_NAME_MAX_LENGTH = 64;

/**
 * A terminal's address on the till's network: `host:port`, where host is an IPv4
 * address, a name such as `terminal.local`, or `[an IPv6 address]`. An `http://` or
 * `https://` in front is kept; without one the terminal is reached over https, as its
 * own API is (DESIGN.md §6). No path: the protocol's paths are fixed.
 */
const ADDRESS_PATTERN =
  /^(?:https?:\/\/)?(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*):(\d{1,5})$/i;

export const terminalAddressMessages = {
  required: 'Enter the terminal’s address.',
  invalid: 'Enter the address as host:port, for example 192.168.1.40:8443.',
} as const;

const isValidPort = (address: string): boolean => {
  const port = Number(ADDRESS_PATTERN.exec(address)?.[1] ?? 0);
  return port >= 1 && port <= 65535;
};

export const terminalAddressSchema = z
  .string({ error: terminalAddressMessages.required })
  .trim()
  .min(1, terminalAddressMessages.required)
  .max(255, terminalAddressMessages.invalid)
  .refine((address) => ADDRESS_PATTERN.test(address) && isValidPort(address), {
    message: terminalAddressMessages.invalid,
  });

/** Where the till sends its requests: the address, with https:// unless it names a scheme. */
export const terminalBaseUrl = (address: string): string =>
  /^https?:\/\//i.test(address) ? address : `https://${address}`;

const terminalName = z
  .string({ error: 'Enter a name for the terminal.' })
  .trim()
  .min(1, 'Enter a name for the terminal.')
  .max(TERMINAL_NAME_MAX_LENGTH, `Keep the name under ${TERMINAL_NAME_MAX_LENGTH} characters.`);

/** POST devices/terminals/: the owner lists a terminal before any device pairs with it. */
export const addTerminalInputSchema = z.object({
  serialNumber: z
    .string({ error: 'Enter the serial number.' })
    .trim()
    .min(1, 'Enter the serial number.')
    .max(64, 'A serial number is at most 64 characters.'),
  name: terminalName,
  address: terminalAddressSchema,
});
export type AddTerminalInput = z.input<typeof addTerminalInputSchema>;

/** PATCH devices/terminals/{id}/: a new name or address (the serial number is the terminal's own). */
export const updateTerminalInputSchema = z.object({
  name: terminalName.optional(),
  address: terminalAddressSchema.optional(),
});
export type UpdateTerminalInput = z.input<typeof updateTerminalInputSchema>;

/** One of the merchant's card terminals, as the Devices page and a till's 'Card terminal' dialog see it. */
export const cardTerminalSchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  name: z.string(),
  /** Null for a terminal paired before addresses were kept: the owner adds one. */
  address: z.string().nullable(),
  /** When a device last paired with it; null while none is. */
  pairedAt: z.string().nullable(),
});
export type CardTerminalListing = z.infer<typeof cardTerminalSchema>;
export const cardTerminalListSchema = z.array(cardTerminalSchema);

export const cardTerminalMessages = {
  serialTaken: 'This terminal is already on the list.',
  notFound: 'This terminal is not on the list.',
  notPaired: 'This terminal is not paired.',
} as const;

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { terminalPinSetInputSchema } from '@opentill/contract/devices/terminal.schemas';
import { api } from '@/api/api-client';

export type TerminalPinInput = z.input<typeof terminalPinSetInputSchema>;

/**
 * POST terminal/pin/set/ {old_pin, new_pin} (spec 001 §7): the merchant's terminal PIN,
 * which logs a device in as the terminal and approves refunds. Answers `{detail}`; a wrong
 * old PIN is 400 on `old_pin` ('The old PIN is wrong.').
 */
export const setTerminalPin = async (input: TerminalPinInput): Promise<{ detail: string }> =>
  await api.post<{ detail: string }>('terminal/pin/set', input);

export const useSetTerminalPin = () => useMutation({ mutationFn: setTerminalPin });

import { useMutation } from '@tanstack/react-query';
import type { PairResponse } from '@opentill/contract/devices/terminal.schemas';
import { api } from '@/api/api-client';
import { getDeviceId } from '@/api/device-pairing';

export type PairTerminalInput = {
  serialNumber: string;
  paxMerchantId: string;
  /** false only asks what pairing would do (already paired here, or with another device). */
  confirmed: boolean;
};

/** POST pair/{serial}/ {device_uuid, pax_merchant_id, confirmed} (spec 001 §7), for this device. */
export const pairTerminal = async ({
  serialNumber,
  ...input
}: PairTerminalInput): Promise<PairResponse> =>
  await api.post<PairResponse>(`pair/${encodeURIComponent(serialNumber)}`, {
    deviceUuid: getDeviceId(),
    ...input,
  });

export const usePairTerminal = () => useMutation({ mutationFn: pairTerminal });

import type { Station, StationInput } from '@opentill/contract/printing/stations.schemas';
import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

export type SaveStationVariables = { id: string | null; input: StationInput };

/** POST printing/stations/ for a new station, PUT printing/stations/{id}/ for one already there. */
export const saveStation = async ({ id, input }: SaveStationVariables): Promise<Station> =>
  id === null
    ? await api.post<Station>('printing/stations', input)
    : await api.put<Station>(`printing/stations/${id}`, input);

export const useSaveStation = () => usePrintingMutation(saveStation);

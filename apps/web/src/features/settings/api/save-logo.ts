import type { BusinessSettingsResponse } from '@opentill/contract/settings/business-settings.schemas';
import { api } from '@/api/api-client';

/** PUT settings/business/logo/ (multipart `logo`): the server re-encodes it to at most 400 px. */
export const uploadLogo = (file: Blob): Promise<BusinessSettingsResponse> => {
  const form = new FormData();
  form.append('logo', file);
  return api.put<BusinessSettingsResponse>('settings/business/logo', form);
};

/** DELETE settings/business/logo/ */
export const removeLogo = (): Promise<BusinessSettingsResponse> =>
  api.delete<BusinessSettingsResponse>('settings/business/logo');

import type { FormDataValue } from '@/features/account/api/to-form-data';
import type { PhotoValue } from '@/features/account/photo/use-photo-choice';

export type ProfileFormValues = { firstName?: string; lastName?: string; phone?: string };

/**
 * What PATCH users/me/ is sent (spec 000 §5): only the fields with something in them, and
 * the photo only when a new one was chosen; a photo that is already a URL is not sent again.
 */
export const buildProfileFields = (
  values: ProfileFormValues,
  photo: PhotoValue,
): Record<string, FormDataValue> => {
  const fields: Record<string, FormDataValue> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
  if (photo instanceof Blob) fields.photo = photo;
  return fields;
};

import type { z } from 'zod';
import { toSnakeKey } from '@opentill/contract/case-conversion';
import { AppError } from '@/http/app-error.js';
import type { UploadForm } from '@/infra/files/upload-form.js';
import { prepareProfilePhoto } from './profile-photo.service.js';

export type ProfileForm<T> = { data: T; photo: Buffer | null };

const fieldErrorsOf = (issues: readonly z.core.$ZodIssue[]): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length
      ? issue.path.map((s) => toSnakeKey(String(s))).join('.')
      : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
};

/**
 * A multipart profile form checked as a whole: the fields against `schema` and
 * the photo part, every refusal reported together in the DRF shape.
 */
export const parseProfileForm = async <S extends z.ZodType>(
  schema: S,
  form: UploadForm,
): Promise<ProfileForm<z.output<S>>> => {
  const parsed = schema.safeParse(form.fields);
  const photo = await prepareProfilePhoto(form);
  const errors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    ...photo.errors,
  };
  if (!parsed.success || Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]?.[0] ?? 'The form is not valid.';
    throw new AppError('validation', first, errors);
  }
  return { data: parsed.data, photo: photo.jpeg };
};

/** PATCH semantics of 000 §5: a field sent empty (or only spaces) is left as it is. */
export const withoutEmptyFields = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );

import { toSnakeKey } from '@opentill/contract/case-conversion';

export type FormDataValue = string | boolean | Blob | undefined;

const fileNameOf = (key: string, blob: Blob): string => {
  if (blob instanceof File && blob.name !== '') return blob.name;
  return blob.type === 'image/jpeg' ? `${key}.jpg` : key;
};

/**
 * A multipart body with the wire's snake_case names (DESIGN.md §3): the api client sends
 * FormData as it is, so the names must already be the server's. Undefined values are
 * left out; a Blob goes as a file part.
 */
export const toFormData = (fields: Record<string, FormDataValue>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const name = toSnakeKey(key);
    if (value instanceof Blob) data.append(name, value, fileNameOf(name, value));
    else data.append(name, String(value));
  }
  return data;
};

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toCamelKey } from '@opentill/contract/case-conversion';
import { refuseInputProblem } from '@/http/input-guard.js';

export type UploadForm = {
  /** Text fields by camelCase name (the wire sends snake_case). */
  fields: Record<string, unknown>;
  /** The one file part, or null when none (or an empty one) was sent. */
  file: Buffer | null;
  /** The file was cut off at the size limit: refuse it, never store the first part. */
  isFileTooLarge: boolean;
};

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;

/**
 * Multipart parsing for the routes registered in `scope` only: the rest of the
 * API keeps JSON. At most one file part of `maxFileBytes`; busboy stops
 * reading it there and we are told it was cut off.
 */
export const registerUploadForms = async (scope: FastifyInstance, maxFileBytes: number) => {
  await scope.register(multipart, {
    limits: {
      fileSize: maxFileBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + 1,
    },
    throwFileSizeLimit: false,
  });
};

/**
 * Reads a multipart form (fields plus the file part named `fileField`); a JSON
 * body is taken as fields with no file, so API clients without a photo can
 * send JSON.
 */
export const readUploadForm = async (
  request: FastifyRequest,
  fileField: string,
): Promise<UploadForm> => {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
    return { fields, file: null, isFileTooLarge: false };
  }
  const form: UploadForm = { fields: {}, file: null, isFileTooLarge: false };
  const wireFields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      wireFields[part.fieldname] = part.value;
      continue;
    }
    // Read to the end even when it is not ours or too large: busboy needs the
    // stream drained to go on to the next part.
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.fieldname !== fileField) continue;
    if (part.file.truncated) form.isFileTooLarge = true;
    else if (chunks.length > 0) form.file = Buffer.concat(chunks);
  }
  // The JSON body was checked before validation; a form's fields only exist from here.
  refuseInputProblem(wireFields);
  for (const [name, value] of Object.entries(wireFields)) form.fields[toCamelKey(name)] = value;
  return form;
};

import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { isMultipart } from './wire-case.js';

/** Deeper than any body the API takes; JSON past it is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

export const NUL_MESSAGE = "Text can't contain a NUL character.";
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_INPUT_DEPTH} levels.`;

const NUL = '\u0000';

export type InputProblem =
  | { kind: 'too_deep' }
  /** Wire field paths (`order_items.1.notes`) of every text that holds a NUL. */
  | { kind: 'nul'; paths: string[] };

// A key that holds a NUL is named with the NUL written out, so the answer stays printable.
const keyName = (key: string) => key.replaceAll(NUL, '\\u0000');

/**
 * PostgreSQL text cannot hold U+0000, and deep nesting would exhaust the stack of
 * anything that recurses over the input: both are found here in one walk, with
 * an explicit stack so that no input can overflow it.
 */
export const findInputProblem = (
  input: unknown,
  maxDepth = MAX_INPUT_DEPTH,
): InputProblem | null => {
  const paths: string[] = [];
  const stack: { value: unknown; path: readonly string[] }[] = [{ value: input, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) paths.push(path.join('.') || 'non_field_errors');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxDepth) return { kind: 'too_deep' };
    // Pushed last-first, so the fields come out in the order they were sent.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const at = [...path, keyName(key)];
      if (key.includes(NUL)) paths.push(at.join('.'));
      else stack.push({ value: inner, path: at });
    }
  }
  return paths.length > 0 ? { kind: 'nul', paths } : null;
};

const refusalOf = (problem: InputProblem): AppError => {
  if (problem.kind === 'too_deep') return AppError.field('non_field_errors', TOO_DEEP_MESSAGE);
  const fields = Object.fromEntries(problem.paths.map((path) => [path, [NUL_MESSAGE]]));
  return new AppError('validation', NUL_MESSAGE, fields);
};

/** Throws the 400 for a NUL or too deep an input; multipart forms call it on their fields. */
export const refuseInputProblem = (input: unknown): void => {
  const problem = findInputProblem(input);
  if (problem) throw refusalOf(problem);
};

/**
 * Every request's path parameters, query and JSON body are checked before
 * validation, case conversion and any guard (audit D2, D3). Register it before
 * the wire-case hook, which walks the body too.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    const inputs = [request.params, request.query, isMultipart(body) ? undefined : body];
    for (const input of inputs) refuseInputProblem(input);
  });
};

/** The DRF error shapes the screens read (DESIGN.md §3), in camelCase after conversion. */
export type FieldErrors = Record<string, string[]>;
export type DetailError = { detail: string };
export type ApiErrorBody = FieldErrors | DetailError;

export const PERMISSION_DENIED_DETAIL = 'You do not have permission to perform this action.';

// A phone number people can type: digits with optional spaces, dashes, dots and
// brackets, an optional leading +, and 7 to 15 digits in all (E.164's most).
const PHONE_SHAPE = /^\+?[\d\s\-().]+$/;

export const isValidPhoneNumber = (input: string): boolean => {
  const trimmed = input.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/** The digits with a leading + kept, so '07700 900123' and '07700900123' match. */
export const normalisePhoneNumber = (input: string): string => {
  const trimmed = input.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
};

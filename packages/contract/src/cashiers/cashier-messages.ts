/** 001 §8: a wrong cashier PIN. Apart from the schemas so the PIN dialog does not load zod. */
export const WRONG_PIN_MESSAGE = 'Wrong PIN. Please try again.';

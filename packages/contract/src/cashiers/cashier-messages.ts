/** 001 §8: a wrong cashier PIN. Apart from the schemas so the PIN dialog does not load zod. */
export const WRONG_PIN_MESSAGE = 'Wrong PIN. Please try again.';

/** Issue 16: only a manager makes a manager, or changes a manager's PIN. */
export const MANAGER_GRANT_MESSAGES = {
  isManager: 'Only a manager can make a cashier a manager, or stop them being one.',
  pin: "Only a manager can change a manager's PIN.",
} as const;

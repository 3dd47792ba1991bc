// Which level each till was last on (issue 13): a till reopens where it was left.
// Per merchant, so a device serving two never opens one's category on the other.

const keyFor = (merchant: string) => `opentill.tillLevel.${merchant}`;

/** The categorySlugPath last shown ('' for the top level), or null when none is kept. */
export const readTillLevel = (merchant: string): string | null => {
  try {
    return localStorage.getItem(keyFor(merchant));
  } catch {
    return null;
  }
};

export const saveTillLevel = (merchant: string, categorySlugPath: string): void => {
  try {
    localStorage.setItem(keyFor(merchant), categorySlugPath);
  } catch {
    // Without storage the till opens at the top level: a tap more, nothing lost.
  }
};

/** A CLI option that must be a whole number: null when absent; a bad value exits with code 2. */
export const wholeNumberOption = (
  name: string,
  unit: string,
  value: string | undefined,
): number | null => {
  if (value === undefined) return null;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 0) return n;
  process.stderr.write(`--${name} must be a whole number of ${unit}, not "${value}"\n`);
  process.exit(2);
};

/** A typed amount in rupees (or another currency's main unit) → minor units, or why it is not one. */
export function parseMainUnits(typed: string): { minor: number } | { problem: string } {
  const text = typed.trim().replace(/,/g, '');
  // Digits, optionally a point and one or two more: bounded, no backtracking.
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { problem: 'Enter an amount such as 499 or 499.50.' };
  const minor = Math.round(Number(text) * 100);
  if (minor <= 0) return { problem: 'The amount must be more than zero.' };
  return { minor };
}

/** 49900 → "499" and 49950 → "499.50", for an input's starting value. */
export const mainUnits = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

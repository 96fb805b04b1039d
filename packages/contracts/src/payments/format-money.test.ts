import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort } from './format-money';

describe('formatMoney', () => {
  it('writes rupees with the symbol, Indian grouping and two decimals', () => {
    expect(formatMoney(49_900, 'INR')).toBe('₹499.00');
    expect(formatMoney(14_999_950, 'INR')).toBe('₹1,49,999.50');
    expect(formatMoney(49_900, 'inr')).toBe('₹499.00');
  });

  it('drops .00 only in the short form for buttons', () => {
    expect(formatMoneyShort(49_900, 'INR')).toBe('₹499');
    expect(formatMoneyShort(49_950, 'INR')).toBe('₹499.50');
  });
});

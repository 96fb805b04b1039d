/** 49900 INR → "₹499.00": amounts travel in minor units (paise, cents) and show in Indian English. */
export const formatAmount = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

/**
 * Money as people read it, the one format of the web app and the API's messages: minor units
 * (paise, cents) to `₹499.00`, `₹1,499.00`, `$12.50` (Indian digit grouping, two decimals).
 * The receipt PDF is the exception: its standard fonts have no ₹ glyph (receipt-pdf.ts).
 */
export const formatMoney = (amountMinor: number, currency: string): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2 }).format(
    amountMinor / 100,
  );

/** The whole-rupee form for a button ("Continue to pay ₹499"): drops `.00`, keeps paise when there are some. */
export const formatMoneyShort = (amountMinor: number, currency: string): string =>
  amountMinor % 100 === 0
    ? new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(
        amountMinor / 100,
      )
    : formatMoney(amountMinor, currency);

import { formatMoney, formatMoneyShort } from '@podium/contracts/payments/format-money';

/** 49900 INR → "₹499.00": the one money format, shared with the API's messages (contracts). */
export const formatAmount = formatMoney;
/** 49900 INR → "₹499" for buttons; 49950 INR → "₹499.50". */
export const formatAmountShort = formatMoneyShort;

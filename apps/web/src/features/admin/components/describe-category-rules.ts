import type { AdminCategory } from '@podium/contracts/admin/admin-events';
import { formatAmount } from '../../../lib/format-amount';
import { formatDay } from '../../../lib/format-date';

const WHO: Record<AdminCategory['gender'], string | null> = { any: null, mixed: 'Mixed', male: 'Men only', female: 'Women only' };

/** One line of a category's entry rules and fee for the admin's list: "Women only · 35–70 years · ₹499.00 (early bird ₹399.00 until Jun 20, 2026)". */
export function describeCategoryRules(category: AdminCategory, timeZone: string): string {
  const parts: string[] = [];
  const who = WHO[category.gender];
  if (who) parts.push(who);
  if (category.minAge !== null && category.maxAge !== null) parts.push(`${category.minAge}–${category.maxAge} years`);
  else if (category.minAge !== null) parts.push(`${category.minAge} and over`);
  else if (category.maxAge !== null) parts.push(`up to ${category.maxAge}`);
  const fee = category.fee;
  if (!fee) parts.push('Free');
  else {
    const early =
      fee.earlyBirdAmount !== null && fee.earlyBirdUntil
        ? ` (early bird ${formatAmount(fee.earlyBirdAmount, fee.currency)} until ${formatDay(fee.earlyBirdUntil, timeZone)})`
        : '';
    parts.push(`${formatAmount(fee.amount, fee.currency)}${fee.chargedPer === 'team' ? ' per team' : ''}${early}`);
  }
  return parts.join(' · ');
}

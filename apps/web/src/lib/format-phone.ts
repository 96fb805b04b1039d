/** A 10-digit Indian number as people read it elsewhere in the app: '+91 9876501234' (spec section 9: +91 prefix). */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return local.length === 10 ? `+91 ${local}` : phone;
}

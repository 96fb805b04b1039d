/** What the avatar menu shows about the signed-in person. */
import { initialsOf } from '../../components/ui/avatar';
export interface AccountSummary {
  /** The name, or 'User' when there is none. */
  displayName: string;
  email: string | undefined;
  /** The phone with the +91 prefix (spec section 9), or undefined. */
  phoneLabel: string | undefined;
  /** One or two letters for the avatar. */
  initials: string;
}

interface AccountFields {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Spec section 2: "the user's name or 'User', email, and phone with +91 prefix". */
export function summariseAccount(user: AccountFields | undefined): AccountSummary {
  const name = user?.name?.trim();
  const digits = user?.phone?.replace(/\D/g, '') ?? '';
  // Stored phones are 10 digits; one that already carries the country code keeps a single prefix.
  const localDigits = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return {
    displayName: name || 'User',
    email: user?.email?.trim() || undefined,
    phoneLabel: localDigits ? `+91 ${localDigits}` : undefined,
    initials: initialsOf(name),
  };
}

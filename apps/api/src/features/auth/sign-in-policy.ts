import type { SignInPolicy } from '@podium/contracts/tenant/tenant-config';

/**
 * Whether a tenant's policy lets this person sign in by phone. `open` admits anyone (a new number
 * becomes a new user); `registeredOnly` and `noSelfRegistration` admit existing users only;
 * `preRegisteredOnly` admits users an admin listed beforehand.
 */
export function isAdmitted(policy: SignInPolicy, user: { isPreRegistered: boolean } | undefined): boolean {
  switch (policy) {
    case 'open':
      return true;
    case 'registeredOnly':
    case 'noSelfRegistration':
      return user !== undefined;
    case 'preRegisteredOnly':
      return user?.isPreRegistered === true;
  }
}

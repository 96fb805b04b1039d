/** What a first sign-in still has to ask for (spec section 3: the login OTP response flags). */
export interface MissingDetails {
  isNameNotProvided: boolean;
  isEmailMissing: boolean;
  isCompanyNameNotProvided: boolean;
}

export interface SuppliedDetails {
  name?: string;
  gender?: string;
  email?: string;
  companyName?: string;
  companyId?: number | null;
}

/** The flags come from what the account lacks, so the form keeps the same fields until it is complete. */
export function findMissingDetails(
  user: { name: string | null; email: string | null; companyId: number | null } | undefined,
): MissingDetails {
  return {
    isNameNotProvided: !user?.name,
    isEmailMissing: !user?.email,
    isCompanyNameNotProvided: !user?.companyId,
  };
}

/**
 * Whether the supplied details fill every gap: a missing name needs name and gender (spec section
 * 5; email is then missing too), a missing email an email, a missing company an id or a name.
 */
export function suppliesMissingDetails(missing: MissingDetails, supplied: SuppliedDetails): boolean {
  if (missing.isNameNotProvided && (!supplied.name || !supplied.gender)) return false;
  if (missing.isEmailMissing && !supplied.email) return false;
  if (missing.isCompanyNameNotProvided && !supplied.companyId && !supplied.companyName) return false;
  return true;
}

export function isMissingAnything(missing: MissingDetails): boolean {
  return missing.isNameNotProvided || missing.isEmailMissing || missing.isCompanyNameNotProvided;
}

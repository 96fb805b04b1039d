import type { UpdateProfileRequest, ProfileUser } from '@podium/contracts/profile/update-profile';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../platform/database-errors';
import { presentCurrentUser, findCompany, findOrCreateCompany, isEmailTaken, updateUser, type CompanyRow, type UserRow } from '../auth';

export function presentProfileUser(user: UserRow, company: Pick<CompanyRow, 'id' | 'name'> | undefined): ProfileUser {
  return { ...presentCurrentUser(user, company), dateOfBirth: user.dateOfBirth };
}

/**
 * Saves the profile form. A company chosen from the list must be the tenant's; a typed name finds
 * that company (any case) or adds it as pending, as sign-in does. An email another person of the
 * tenant uses is refused. A changed email is no longer verified (earlier links die with it: they
 * name the old address).
 */
export async function updateProfile(
  db: Database,
  tenantId: number,
  user: UserRow,
  body: UpdateProfileRequest,
  now: Date,
): Promise<ProfileUser> {
  let company: CompanyRow | undefined;
  if (body.companyId) {
    company = await findCompany(db, tenantId, body.companyId);
    if (!company) throw new DomainError('VALIDATION_FAILED', 'Choose a company from the list, or type its name.');
  } else {
    company = await findOrCreateCompany(db, tenantId, body.companyName!);
  }
  if (await isEmailTaken(db, tenantId, body.email, user.id)) {
    throw new DomainError('CONFLICT', 'This email is already used by another account.');
  }
  if (body.dateOfBirth && (Number.isNaN(Date.parse(body.dateOfBirth)) || body.dateOfBirth > now.toISOString().slice(0, 10))) {
    throw new DomainError('VALIDATION_FAILED', 'Enter a real date of birth in the past.');
  }
  const isEmailChanged = (user.email ?? '').toLowerCase() !== body.email.toLowerCase();
  try {
    const updated = await updateUser(db, user.id, {
      name: body.name,
      email: body.email,
      ...(isEmailChanged ? { emailVerifiedAt: null } : {}),
      gender: body.gender,
      companyId: company.id,
      ...(body.dateOfBirth !== undefined ? { dateOfBirth: body.dateOfBirth } : {}),
      updatedAt: now,
    });
    return presentProfileUser(updated, company);
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_email')) throw new DomainError('CONFLICT', 'This email is already used by another account.');
    throw error;
  }
}

import type { CurrentUser } from '@podium/contracts/auth/current-user';
import type { ProfileAnswer } from '@podium/contracts/auth/profile';
import { MESSAGES } from '@podium/contracts/messages';
import type { UpdateProfileRequest, ProfileUser } from '@podium/contracts/profile/update-profile';
import { dateOfBirthProblem } from '@podium/contracts/profile/date-of-birth';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { personalCodeImage } from '../auth';
import { listUserCoupons } from '../coupons';
import { AVATAR_URL_PREFIX, removeProfilePicture, storeProfilePicture } from './profile-picture';
import { presentCoupon } from './profile.presenter';
import { isUniqueViolation } from '../../platform/database-errors';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limiter';
import type { PublicReadCache } from '../public-cache';
import { listEventIdsShowingMember } from '../events';
import {
  findCompany,
  findOrCreateCompany,
  isEmailTaken,
  presentCurrentUser,
  rotatePersonalCodeNonce,
  updateUser,
  type CompanyRow,
  type UserRow,
} from '../users';

const companyOf = async (db: Database, user: UserRow) => (user.companyId ? findCompany(db, user.tenantId, user.companyId) : undefined);

/** The signed-in person as every answer shows them (with their company's name). */
export async function currentUserOf(db: Database, user: UserRow): Promise<CurrentUser> {
  return presentCurrentUser(user, await companyOf(db, user));
}

/** The editable profile, with the date of birth the age categories use. */
export async function profileDetailsOf(db: Database, user: UserRow): Promise<ProfileUser> {
  return presentProfileUser(user, await companyOf(db, user));
}

/** The profile page's read: the person, their personal QR code (drawn once and kept) and their coupons. */
export async function myProfileOf(db: Database, personalCodeSecret: string, user: UserRow): Promise<ProfileAnswer['data']> {
  const [company, coupons, qrCode] = await Promise.all([
    companyOf(db, user),
    listUserCoupons(db, user.tenantId, user.id),
    personalCodeImage(personalCodeSecret, user),
  ]);
  return { user: presentCurrentUser(user, company), qrCode, coupons: coupons.map(presentCoupon) };
}

/** A new personal QR code; every code made before stops verifying at once. */
export async function rotatePersonalCode(db: Database, personalCodeSecret: string, user: UserRow): Promise<string> {
  const rotated = await rotatePersonalCodeNonce(db, user.tenantId, user.id);
  if (!rotated) throw new DomainError('UNAUTHENTICATED', MESSAGES.checkIn.sessionExpired);
  return personalCodeImage(personalCodeSecret, rotated);
}

/** Re-encodes and stores a new profile picture, points the profile at it, and removes the old one. */
export async function replaceProfilePicture(
  deps: { db: Database; pictures: PictureStore },
  user: UserRow,
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const fileName = await storeProfilePicture(deps.pictures, user.id, bytes);
  const profileUrl = `${AVATAR_URL_PREFIX}${fileName}`;
  await updateUser(deps.db, user.id, { profileUrl, updatedAt: now });
  await removeProfilePicture(deps.pictures, user.profileUrl);
  return profileUrl;
}

export function presentProfileUser(user: UserRow, company: Pick<CompanyRow, 'id' | 'name'> | undefined): ProfileUser {
  return { ...presentCurrentUser(user, company), dateOfBirth: user.dateOfBirth, hideNameOnPublicPages: user.hideNameOnPublicPages };
}

/**
 * Saves the profile form. A company chosen from the list must be the tenant's; a typed name finds
 * that company (any case) or adds it as pending, as sign-in does. An email another person of the
 * tenant uses is refused. A changed email is no longer verified (earlier links die with it: they
 * name the old address).
 */
export async function updateProfile(
  deps: { db: Database; publicCache: PublicReadCache },
  tenantId: number,
  user: UserRow,
  body: UpdateProfileRequest,
  now: Date,
): Promise<ProfileUser> {
  const { db } = deps;
  // A past day within 100 years, by the server's clock (the schema checked it is a real day).
  const dateOfBirthRefusal = body.dateOfBirth ? dateOfBirthProblem(body.dateOfBirth, now.toISOString().slice(0, 10)) : undefined;
  if (dateOfBirthRefusal) throw new DomainError('VALIDATION_FAILED', dateOfBirthRefusal);
  await consumeRateLimit(db, `profile-edit:user:${user.id}`, PROFILE_EDIT_LIMIT, now, PROFILE_EDIT_LIMITED_MESSAGE);
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
  const isEmailChanged = (user.email ?? '').toLowerCase() !== body.email.toLowerCase();
  try {
    const updated = await updateUser(db, user.id, {
      name: body.name,
      email: body.email,
      ...(isEmailChanged ? { emailVerifiedAt: null } : {}),
      gender: body.gender,
      companyId: company.id,
      ...(body.dateOfBirth !== undefined ? { dateOfBirth: body.dateOfBirth } : {}),
      ...(body.hideNameOnPublicPages !== undefined ? { hideNameOnPublicPages: body.hideNameOnPublicPages } : {}),
      updatedAt: now,
    });
    await refreshPublicAnswersShowing(deps, tenantId, user, updated);
    return presentProfileUser(updated, company);
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_email')) throw new DomainError('CONFLICT', 'This email is already used by another account.');
    throw error;
  }
}

/**
 * Profile edits per person: a few a day are normal; each one that renames someone refreshes the
 * public pages of their events, so a script saving in a loop is refused (issue 28).
 */
export const PROFILE_EDIT_LIMIT: RateLimit = { max: 10, windowSeconds: 10 * 60 };
export const PROFILE_EDIT_LIMITED_MESSAGE =
  'You have saved your profile many times in a short while. Please wait a few minutes and try again.';

/**
 * The only public answers that show a member are the teams of the events they play in (name and
 * company, and in individual sports the entry itself): a new name or company, or hiding or showing
 * the name, drops those events' cached answers and tells their live pages; any other change (email, gender, date of birth) touches nothing public. The profile routes are
 * therefore exempt from the write-invalidates-the-tenant safety net (`cache: 'own'`).
 */
async function refreshPublicAnswersShowing(
  deps: { db: Database; publicCache: PublicReadCache },
  tenantId: number,
  before: UserRow,
  after: UserRow,
): Promise<void> {
  const isSame = before.name === after.name && before.companyId === after.companyId;
  if (isSame && before.hideNameOnPublicPages === after.hideNameOnPublicPages) return;
  await deps.publicCache.invalidateEvents(tenantId, await listEventIdsShowingMember(deps.db, tenantId, after.id));
}

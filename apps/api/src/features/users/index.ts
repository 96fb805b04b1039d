/** What other features may use of users, the owner of the account row (eslint.config.js). */
export { presentCurrentUser } from './current-user.presenter';
export {
  type CompanyRow,
  type UserRow,
  findCompany,
  findOrCreateCompany,
  findPersonalCodeFields,
  findTenantPerson,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUsersByPhones,
  findPhonesByEmails,
  findUserWithCompanyName,
  insertUser,
  isEmailTaken,
  recordPrivacyPolicyVersion,
  listApprovedCompanies,
  releaseUnverifiedEmail,
  rotatePersonalCodeNonce,
  setUserRole,
  updateUser,
} from './users.repository';

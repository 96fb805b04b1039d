// The profile feature's public face: other features import from here, never a file inside (issue 30).
export { useProfileDetails } from './api/profile-details';
export { isProfileComplete, useSaveDateOfBirth, type CompleteProfile } from './api/save-date-of-birth';

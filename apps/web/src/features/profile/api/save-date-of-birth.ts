import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileAnswerDataSchema, type ProfileUser } from '@podium/contracts/profile/update-profile';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { PROFILE_DETAILS_KEY } from './profile-details';

const profileAnswer = successEnvelope(updateProfileAnswerDataSchema);

/** The profile with every field `PUT /customer/profile` requires, so a date of birth can be added to it alone. */
export type CompleteProfile = ProfileUser & { name: string; email: string; gender: NonNullable<ProfileUser['gender']>; companyId: number };

/** Whether the profile can take a date of birth without the profile form (name, email, gender and company are there). */
export function isProfileComplete(user: ProfileUser): user is CompleteProfile {
  return Boolean(user.name && user.name.trim().length >= 2 && user.email && user.gender && user.companyId);
}

/**
 * Adds a date of birth to a complete profile through `PUT /customer/profile` (the same call as the
 * profile form, sending the other fields as they are), for forms that ask for it where it is
 * needed (registration's age categories). The profile reads show it at once and are read again.
 */
export function useSaveDateOfBirth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, dateOfBirth }: { user: CompleteProfile; dateOfBirth: string }) =>
      http.put(
        '/customer/profile',
        { name: user.name, email: user.email, gender: user.gender, companyId: user.companyId, dateOfBirth },
        { schema: profileAnswer },
      ),
    onSuccess: async (answer) => {
      queryClient.setQueryData(PROFILE_DETAILS_KEY, answer.data.user);
      await queryClient.invalidateQueries({ queryKey: memberKeys.profile });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profilePictureAnswerDataSchema,
  updateProfileAnswerDataSchema,
  type ProfileUser,
  type UpdateProfileRequest,
} from '@podium/contracts/profile/update-profile';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { fileForm, http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

/** The details read and the profile change both answer `{ user }`. */
const profileAnswer = successEnvelope(updateProfileAnswerDataSchema);
const pictureAnswer = successEnvelope(profilePictureAnswerDataSchema);

export const PROFILE_DETAILS_KEY = ['profile', 'details'] as const;

export async function getProfileDetails(): Promise<ProfileUser> {
  return (await http.get('/customer/profile/details', { schema: profileAnswer })).data.user;
}

export function useProfileDetails(enabled: boolean) {
  return useQuery({ queryKey: PROFILE_DETAILS_KEY, queryFn: getProfileDetails, enabled });
}

/** `PUT /customer/profile`; the header's copy of the profile is read again afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => http.put('/customer/profile', body, { schema: profileAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

/** `POST /customer/profile/picture` as multipart (a FormData body). */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => http.post('/customer/profile/picture', fileForm(file), { schema: pictureAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

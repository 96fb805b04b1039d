import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateProfileAnswerDataSchema, type ProfileUser, type UpdateProfileRequest } from '@podium/contracts/profile/update-profile';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { API_BASE_URL, ApiError, buildHeaders } from '../../../lib/http-client';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

/** The details read and the profile change both answer `{ user }`. */
const profileAnswer = successEnvelope(updateProfileAnswerDataSchema);

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

/** `POST /customer/profile/picture` as multipart (the JSON client cannot send files). */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const headers = buildHeaders('GET');
      delete headers.accept;
      const response = await fetch(`${API_BASE_URL.replace(/\/$/, '')}/customer/profile/picture`, {
        method: 'POST',
        headers,
        body: form,
        credentials: 'include',
      });
      const body = (await response.json().catch(() => undefined)) as { message?: string; error?: string } | undefined;
      if (!response.ok) throw new ApiError(response.status, body?.error, body?.message, body);
      return body as { message: string; data: { profileUrl: string } };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
  });
}

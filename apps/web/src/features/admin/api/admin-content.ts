import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, AdminGalleryImage } from '@podium/contracts/admin/admin-content';
import type {
  AdminCouponRule,
  AdminIdentityProvider,
  CreateIdentityProviderInput,
  UpdateIdentityProviderInput,
} from '@podium/contracts/admin/admin-tenant-auth';
import type { StaffAssignments } from '@podium/contracts/admin/staff-assignments';
import { API_BASE_URL, ApiError, buildHeaders, http } from '../../../lib/http-client';

type Answer<T> = { data: T; message: string };

/** A list query and a mutation that refreshes it: the shape every content tab uses. */
function useList<T>(key: unknown[], path: string, enabled = true) {
  return useQuery({ queryKey: key, queryFn: async () => (await http.get<Answer<T[]>>(path)).data, retry: false, enabled });
}
function useChange<I>(key: unknown[], call: (input: I) => Promise<Answer<unknown>>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export type BlogPostInput = {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  eventId: number | null;
  published: boolean;
};
export const useBlogPosts = () => useList<AdminBlogPost>(['admin', 'blog-posts'], '/admin/blog-posts');
export const useBlogPostChange = () =>
  useChange(['admin', 'blog-posts'], (input: { postId?: number; remove?: boolean; fields?: Partial<BlogPostInput> }) =>
    input.remove
      ? http.delete<Answer<AdminBlogPost>>(`/admin/blog-posts/${input.postId}`)
      : input.postId
        ? http.patch<Answer<AdminBlogPost>>(`/admin/blog-posts/${input.postId}`, input.fields)
        : http.post<Answer<AdminBlogPost>>('/admin/blog-posts', input.fields),
  );

export const useGallery = (eventId: number) =>
  useList<AdminGalleryImage>(['admin', 'gallery', eventId], `/admin/events/${eventId}/gallery`, eventId > 0);
/** Gallery uploads go as multipart (the JSON client cannot send files); removal is a plain DELETE. */
export const useGalleryChange = (eventId: number) =>
  useChange(['admin', 'gallery', eventId], async (input: { file?: File; caption?: string; removeId?: number }) => {
    if (input.removeId) return http.delete<Answer<AdminGalleryImage>>(`/admin/events/${eventId}/gallery/${input.removeId}`);
    const form = new FormData();
    form.append('caption', input.caption ?? '');
    form.append('file', input.file!);
    const headers = buildHeaders('GET');
    delete headers.accept;
    const response = await fetch(`${API_BASE_URL.replace(/\/$/, '')}/admin/events/${eventId}/gallery`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
    const body = (await response.json().catch(() => undefined)) as { message?: string; error?: string } | undefined;
    if (!response.ok) throw new ApiError(response.status, body?.error, body?.message, body);
    return body as Answer<AdminGalleryImage>;
  });

export const useCouponRules = () => useList<AdminCouponRule>(['admin', 'coupon-rules'], '/admin/coupon-rules');
export const useCouponRuleChange = () =>
  useChange(['admin', 'coupon-rules'], (input: { ruleId?: number; fields: Partial<AdminCouponRule> }) =>
    input.ruleId
      ? http.patch<Answer<AdminCouponRule>>(`/admin/coupon-rules/${input.ruleId}`, input.fields)
      : http.post<Answer<AdminCouponRule>>('/admin/coupon-rules', input.fields),
  );

export const useIdentityProviders = () => useList<AdminIdentityProvider>(['admin', 'identity-providers'], '/admin/identity-providers');
export const useIdentityProviderChange = () =>
  useChange(
    ['admin', 'identity-providers'],
    (
      input: { providerId: number; fields: UpdateIdentityProviderInput } | { providerId?: undefined; fields: CreateIdentityProviderInput },
    ) =>
      input.providerId
        ? http.patch<Answer<AdminIdentityProvider>>(`/admin/identity-providers/${input.providerId}`, input.fields)
        : http.post<Answer<AdminIdentityProvider>>('/admin/identity-providers', input.fields),
  );

export const useStaffAssignments = (userId: number) =>
  useQuery({
    queryKey: ['admin', 'staff-events', userId],
    queryFn: async () => (await http.get<Answer<StaffAssignments>>(`/admin/users/${userId}/events`)).data,
    retry: false,
    enabled: userId > 0,
  });
export const useSetStaffAssignments = (userId: number) =>
  useChange(['admin', 'staff-events', userId], (eventIds: number[]) =>
    http.put<Answer<StaffAssignments>>(`/admin/users/${userId}/events`, { eventIds }),
  );

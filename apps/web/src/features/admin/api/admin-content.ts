import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBlogPostSchema, adminGalleryImageSchema } from '@podium/contracts/admin/admin-content';
import {
  adminCouponRuleSchema,
  adminIdentityProviderSchema,
  type AdminCouponRule,
  type CreateIdentityProviderInput,
  type UpdateIdentityProviderInput,
} from '@podium/contracts/admin/admin-tenant-auth';
import { staffAssignmentsSchema } from '@podium/contracts/admin/staff-assignments';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { fileForm, http, type AnswerSchema } from '../../../lib/http-client';
import { adminKeys } from './query-keys';

type Answer<T> = { data: T; message: string };

const blogPostsAnswer = successEnvelope(adminBlogPostSchema.array());
const galleryAnswer = successEnvelope(adminGalleryImageSchema.array());
const couponRulesAnswer = successEnvelope(adminCouponRuleSchema.array());
const identityProvidersAnswer = successEnvelope(adminIdentityProviderSchema.array());
const staffAssignmentsAnswer = successEnvelope(staffAssignmentsSchema);

/** A list query (its answer checked against the contract) and a mutation that refreshes it: the shape every content tab uses. */
function useList<T>(key: readonly unknown[], path: string, schema: AnswerSchema<{ data: T[] }>, enabled = true) {
  return useQuery({ queryKey: key, queryFn: async () => (await http.get(path, { schema })).data, retry: false, enabled });
}
function useChange<I>(key: readonly unknown[], call: (input: I) => Promise<Answer<unknown>>) {
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
export const useBlogPosts = () => useList(adminKeys.blogPosts(), '/admin/blog-posts', blogPostsAnswer);
export const useBlogPostChange = () =>
  useChange(adminKeys.blogPosts(), (input: { postId?: number; remove?: boolean; fields?: Partial<BlogPostInput> }) =>
    input.remove
      ? http.delete<Answer<unknown>>(`/admin/blog-posts/${input.postId}`)
      : input.postId
        ? http.patch<Answer<unknown>>(`/admin/blog-posts/${input.postId}`, input.fields)
        : http.post<Answer<unknown>>('/admin/blog-posts', input.fields),
  );

export const useGallery = (eventId: number) =>
  useList(adminKeys.gallery(eventId), `/admin/events/${eventId}/gallery`, galleryAnswer, eventId > 0);
/** Gallery uploads go as multipart (a FormData body); removal is a plain DELETE. */
export const useGalleryChange = (eventId: number) =>
  useChange(adminKeys.gallery(eventId), async (input: { file?: File; caption?: string; removeId?: number }) => {
    if (input.removeId) return http.delete<Answer<unknown>>(`/admin/events/${eventId}/gallery/${input.removeId}`);
    return http.post<Answer<unknown>>(`/admin/events/${eventId}/gallery`, fileForm(input.file!, { caption: input.caption ?? '' }));
  });

export const useCouponRules = () => useList(adminKeys.couponRules(), '/admin/coupon-rules', couponRulesAnswer);
export const useCouponRuleChange = () =>
  useChange(adminKeys.couponRules(), (input: { ruleId?: number; fields: Partial<AdminCouponRule> }) =>
    input.ruleId
      ? http.patch<Answer<unknown>>(`/admin/coupon-rules/${input.ruleId}`, input.fields)
      : http.post<Answer<unknown>>('/admin/coupon-rules', input.fields),
  );

export const useIdentityProviders = () => useList(adminKeys.identityProviders(), '/admin/identity-providers', identityProvidersAnswer);
export const useIdentityProviderChange = () =>
  useChange(
    adminKeys.identityProviders(),
    (
      input: { providerId: number; fields: UpdateIdentityProviderInput } | { providerId?: undefined; fields: CreateIdentityProviderInput },
    ) =>
      input.providerId
        ? http.patch<Answer<unknown>>(`/admin/identity-providers/${input.providerId}`, input.fields)
        : http.post<Answer<unknown>>('/admin/identity-providers', input.fields),
  );

export const useStaffAssignments = (userId: number) =>
  useQuery({
    queryKey: adminKeys.staffAssignments(userId),
    queryFn: async () => (await http.get(`/admin/users/${userId}/events`, { schema: staffAssignmentsAnswer })).data,
    retry: false,
    enabled: userId > 0,
  });
export const useSetStaffAssignments = (userId: number) =>
  useChange(adminKeys.staffAssignments(userId), (eventIds: number[]) =>
    http.put<Answer<unknown>>(`/admin/users/${userId}/events`, { eventIds }),
  );

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

const blogPostsAnswer = successEnvelope(adminBlogPostSchema.array());
const galleryAnswer = successEnvelope(adminGalleryImageSchema.array());
const couponRulesAnswer = successEnvelope(adminCouponRuleSchema.array());
const identityProvidersAnswer = successEnvelope(adminIdentityProviderSchema.array());
const staffAssignmentsAnswer = successEnvelope(staffAssignmentsSchema);
/** A change answers the one item it made, changed or removed (the routes' 200 schemas). */
const blogPostAnswer = successEnvelope(adminBlogPostSchema);
const galleryImageAnswer = successEnvelope(adminGalleryImageSchema);
const couponRuleAnswer = successEnvelope(adminCouponRuleSchema);
const identityProviderAnswer = successEnvelope(adminIdentityProviderSchema);

/** A list query (its answer checked against the contract) and a mutation that refreshes it: the shape every content tab uses. */
function useList<T>(key: readonly unknown[], path: string, schema: AnswerSchema<{ data: T[] }>, enabled = true) {
  return useQuery({ queryKey: key, queryFn: async () => (await http.get(path, { schema })).data, retry: false, enabled });
}
function useChange<I>(key: readonly unknown[], call: (input: I) => Promise<{ message: string }>) {
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
      ? http.delete(`/admin/blog-posts/${input.postId}`, { schema: blogPostAnswer })
      : input.postId
        ? http.patch(`/admin/blog-posts/${input.postId}`, input.fields, { schema: blogPostAnswer })
        : http.post('/admin/blog-posts', input.fields, { schema: blogPostAnswer }),
  );

export const useGallery = (eventId: number) =>
  useList(adminKeys.gallery(eventId), `/admin/events/${eventId}/gallery`, galleryAnswer, eventId > 0);
/** Gallery uploads go as multipart (a FormData body); removal is a plain DELETE. */
export const useGalleryChange = (eventId: number) =>
  useChange(adminKeys.gallery(eventId), async (input: { file?: File; caption?: string; removeId?: number }) => {
    if (input.removeId) return http.delete(`/admin/events/${eventId}/gallery/${input.removeId}`, { schema: galleryImageAnswer });
    return http.post(`/admin/events/${eventId}/gallery`, fileForm(input.file!, { caption: input.caption ?? '' }), {
      schema: galleryImageAnswer,
    });
  });

export const useCouponRules = () => useList(adminKeys.couponRules(), '/admin/coupon-rules', couponRulesAnswer);
export const useCouponRuleChange = () =>
  useChange(adminKeys.couponRules(), (input: { ruleId?: number; fields: Partial<AdminCouponRule> }) =>
    input.ruleId
      ? http.patch(`/admin/coupon-rules/${input.ruleId}`, input.fields, { schema: couponRuleAnswer })
      : http.post('/admin/coupon-rules', input.fields, { schema: couponRuleAnswer }),
  );

export const useIdentityProviders = () => useList(adminKeys.identityProviders(), '/admin/identity-providers', identityProvidersAnswer);
export const useIdentityProviderChange = () =>
  useChange(
    adminKeys.identityProviders(),
    (
      input: { providerId: number; fields: UpdateIdentityProviderInput } | { providerId?: undefined; fields: CreateIdentityProviderInput },
    ) =>
      input.providerId
        ? http.patch(`/admin/identity-providers/${input.providerId}`, input.fields, { schema: identityProviderAnswer })
        : http.post('/admin/identity-providers', input.fields, { schema: identityProviderAnswer }),
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
    http.put(`/admin/users/${userId}/events`, { eventIds }, { schema: staffAssignmentsAnswer }),
  );

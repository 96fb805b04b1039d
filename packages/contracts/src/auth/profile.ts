import { z } from 'zod';
import { currentUserSchema } from './current-user';

export const profileCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  partner: z.string(),
  value: z.string(),
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileCoupon = z.infer<typeof profileCouponSchema>;

/** `GET /api/customer/profile`: `{ data: { user, qrCode, coupons } }`; qrCode is a PNG data URL. */
export const profileAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: currentUserSchema, qrCode: z.string(), coupons: z.array(profileCouponSchema) }),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** `GET /api/customer/qr-code`, and `POST /api/customer/qr-code/rotate` (a new code; the old one stops working). */
export const qrCodeAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ qrCode: z.string() }) });
export type QrCodeAnswer = z.infer<typeof qrCodeAnswerSchema>;

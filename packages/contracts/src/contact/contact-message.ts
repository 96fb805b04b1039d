import { z } from 'zod';

/** `POST /api/contact`: a message from the Contact page, stored for the tenant's staff. */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email: z.email('Please enter a valid email address').max(254),
  message: z.string().trim().min(1, 'Please write a message').max(5000),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

import { z } from 'zod';
import { emailField } from './email.ts';
import { isOneLine, ONE_LINE_MESSAGE } from './plain-text.ts';

/**
 * POST /api/delivery/interest: "tell me when you deliver here", from a shopper whose address is
 * outside every delivery zone. The checkout sends the postcode and suburb it looked up.
 */
export const DeliveryInterestRequestSchema = z.object({
  email: emailField({
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
  }),
  postcode: z
    .string({ error: 'Postcode must be 4 digits' })
    .trim()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  suburb: z
    .string()
    .trim()
    .max(60, 'Use at most 60 characters')
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .default(''),
});
export type DeliveryInterestRequest = z.output<typeof DeliveryInterestRequestSchema>;

import { z } from 'zod';

/** A standard email pattern, matched case-insensitively. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** An email address field with the given messages for a missing and a malformed address. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid);
}

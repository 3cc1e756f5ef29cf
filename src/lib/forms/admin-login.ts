import { z } from 'zod';
import { oneLineField } from './plain-text.ts';

/** The admin login form, both fields required, validated alike in the browser and the server. */
export const AdminLoginSchema = z.object({
  username: oneLineField(
    z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(200, 'Username is required'),
  ),
  password: oneLineField(
    z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Password is required'),
  ),
});
export type AdminLogin = z.output<typeof AdminLoginSchema>;

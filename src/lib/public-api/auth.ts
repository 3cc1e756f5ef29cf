// Signing in and out, and the signed-in account's own: who it is and its password. The back
// office calls these (src/features/admin/auth-store.ts); they belong to no admin area.
import { z } from 'zod';
import { ALL_ROLES } from '../admin/contract.ts';
import { StaffAccountSchema } from '../admin/areas/users.ts';
import { AdminLoginSchema } from '../forms/admin-login.ts';
import { PasswordChangeRequestSchema } from '../forms/password-change.ts';
import { defineGroup, PUBLIC } from './group.ts';

/**
 * The answer to starting a session (login, password change): the account with its `authToken`;
 * the same token also comes as the HttpOnly session cookie.
 */
export const SignedInSchema = StaffAccountSchema.pick({
  id: true,
  username: true,
  role: true,
  permissions: true,
}).extend({ authToken: z.string() });
export type SignedIn = z.output<typeof SignedInSchema>;

const login = {
  method: 'POST',
  path: '/api/auth/login',
  roles: PUBLIC,
  body: AdminLoginSchema,
  answer: SignedInSchema,
} as const;

/** Sessions: log in (throttled per address and username), log out, and the account's own. */
export const authApi = defineGroup({
  id: 'auth',
  api: {
    login,
    /** The same call under the name older clients use. */
    loginAlias: { ...login, path: '/api/admin-login' },
    logout: {
      method: 'POST',
      path: '/api/auth/logout',
      roles: PUBLIC,
      answer: z.object({ message: z.string() }),
    },
    changePassword: {
      method: 'POST',
      path: '/api/auth/password',
      roles: ALL_ROLES,
      body: PasswordChangeRequestSchema,
      answer: SignedInSchema,
    },
    currentUser: {
      method: 'GET',
      path: '/api/user',
      roles: ALL_ROLES,
      answer: StaffAccountSchema,
    },
  },
  refusals: {},
});

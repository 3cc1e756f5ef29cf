import { z } from 'zod';
import {
  NewUserRequestSchema,
  PasswordResetRequestSchema,
  RoleSchema,
  UserChangeRequestSchema,
} from '../../forms/users.ts';
import { ADMINS_ONLY, defineArea } from '../contract.ts';
import { PermissionSchema } from '../permissions.ts';
import { usersScreens } from '../area-screens/users.ts';

/** A staff account as the back office shows it: never its password hash. */
export const StaffAccountSchema = z.object({
  id: z.uuid(),
  username: z.string().min(1),
  role: RoleSchema,
  disabled: z.boolean(),
  /** What an admin allowed this staff account (admins may do everything whatever it holds). */
  permissions: z.array(PermissionSchema),
  createdAt: z.iso.datetime(),
});
export type StaffAccount = z.output<typeof StaffAccountSchema>;

/** Staff accounts: admins only. */
export const usersArea = defineArea({
  id: 'users',
  screens: usersScreens,
  api: {
    list: {
      method: 'GET',
      path: '/api/admin/users',
      roles: ADMINS_ONLY,
      answer: z.array(StaffAccountSchema),
    },
    get: {
      method: 'GET',
      path: '/api/admin/users/:id',
      roles: ADMINS_ONLY,
      answer: StaffAccountSchema,
    },
    create: {
      method: 'POST',
      path: '/api/admin/users',
      roles: ADMINS_ONLY,
      body: NewUserRequestSchema,
      answer: StaffAccountSchema,
    },
    update: {
      method: 'PATCH',
      path: '/api/admin/users/:id',
      roles: ADMINS_ONLY,
      body: UserChangeRequestSchema,
      answer: StaffAccountSchema,
    },
    resetPassword: {
      method: 'POST',
      path: '/api/admin/users/:id/password',
      roles: ADMINS_ONLY,
      body: PasswordResetRequestSchema,
      answer: z.object({ message: z.string() }),
    },
  },
});

import { z } from 'zod';
import {
  NewUserRequestSchema,
  PasswordResetRequestSchema,
  RoleSchema,
  UserChangeRequestSchema,
} from '../../forms/users.ts';
import { ADMINS_ONLY, defineArea } from '../contract.ts';
import { PermissionSchema } from '../permissions.ts';

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
  screens: [
    {
      id: 'users',
      path: '/admin/users',
      title: 'Users',
      roles: ADMINS_ONLY,
      nav: { label: 'Users', order: 90 },
    },
    { id: 'user-new', path: '/admin/users/new', title: 'New user', roles: ADMINS_ONLY },
    {
      id: 'user-edit',
      path: '/admin/users/:userId/edit',
      title: 'Edit user',
      roles: ADMINS_ONLY,
      params: z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) }),
    },
  ],
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

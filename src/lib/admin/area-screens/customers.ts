// The screens of the customers admin area, apart from its API contract (../areas/customers.ts): the admin
// app's route table and navigation read every area's screens, and must not load every route's
// schemas to do it.
import { z } from 'zod';
import { CustomerIdSchema } from '../../customers/customer-list.ts';
import { type AdminScreen, ALL_ROLES } from '../contract.ts';

const customerParams = z.object({ customerId: CustomerIdSchema });

/** The customers area's screens: paths, titles, who opens them (its API: ../areas/customers.ts). */
export const customersScreens = [
  {
    id: 'customers',
    path: '/admin/customers',
    title: 'Customers',
    roles: ALL_ROLES,
    nav: { label: 'Customers', order: 25 },
  },
  {
    id: 'customer',
    path: '/admin/customers/:customerId',
    title: 'Customer',
    roles: ALL_ROLES,
    params: customerParams,
  },
] as const satisfies readonly AdminScreen[];

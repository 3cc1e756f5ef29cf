// The shopper's "My deliveries" routes: sign in by emailed code (or the single-use link in the
// same email, which the page itself reads), see standing orders and past orders, change a
// standing order, and sign out here or everywhere. Every route but the code, sign-in and sign-out
// needs the My deliveries cookie (401) and answers 404 for a standing order of another customer.
import {
  AddressChangeSchema,
  CancelSchema,
  ChangeDoneSchema,
  DeliveriesCodeRequestSchema,
  DeliveriesMessageSchema,
  DeliveriesSignInSchema,
  DeliveryDateSchema,
  ItemsChangeSchema,
  MyDeliveriesSchema,
  PauseSchema,
  RemindersChangeSchema,
  SlotChangeSchema,
  WeeklySlotsQuerySchema,
  WeeklySlotsSchema,
} from '../standing-orders/my-deliveries.ts';
import { defineGroup, PUBLIC } from './group.ts';

const change = <B>(path: string, body: B) =>
  ({
    method: 'POST',
    path: `/api/my-deliveries/:id/${path}`,
    roles: PUBLIC,
    body,
    answer: ChangeDoneSchema,
    rateLimit: 'myDeliveries',
  }) as const;

/** The My deliveries routes; writes are same-site only and rate-limited per client address. */
export const myDeliveriesApi = defineGroup({
  id: 'my-deliveries',
  api: {
    requestCode: {
      method: 'POST',
      path: '/api/my-deliveries/code',
      roles: PUBLIC,
      body: DeliveriesCodeRequestSchema,
      answer: DeliveriesMessageSchema,
      rateLimit: 'deliveriesCode',
    },
    signIn: {
      method: 'POST',
      path: '/api/my-deliveries/sign-in',
      roles: PUBLIC,
      body: DeliveriesSignInSchema,
      answer: DeliveriesMessageSchema,
      rateLimit: 'deliveriesCode',
    },
    signOut: {
      method: 'POST',
      path: '/api/my-deliveries/sign-out',
      roles: PUBLIC,
      answer: DeliveriesMessageSchema,
    },
    /** Ends every sign-in of the signed-in customer, on every device (cookie required: 401). */
    signOutEverywhere: {
      method: 'POST',
      path: '/api/my-deliveries/sign-out-everywhere',
      roles: PUBLIC,
      answer: DeliveriesMessageSchema,
      rateLimit: 'myDeliveries',
    },
    read: {
      method: 'GET',
      path: '/api/my-deliveries',
      roles: PUBLIC,
      answer: MyDeliveriesSchema,
      rateLimit: 'myDeliveries',
    },
    weeklySlots: {
      method: 'GET',
      path: '/api/my-deliveries/weekly-slots',
      roles: PUBLIC,
      query: WeeklySlotsQuerySchema,
      answer: WeeklySlotsSchema,
      rateLimit: 'myDeliveries',
    },
    skip: change('skip', DeliveryDateSchema),
    unskip: change('unskip', DeliveryDateSchema),
    pause: change('pause', PauseSchema),
    resume: {
      method: 'POST',
      path: '/api/my-deliveries/:id/resume',
      roles: PUBLIC,
      answer: ChangeDoneSchema,
      rateLimit: 'myDeliveries',
    },
    items: change('items', ItemsChangeSchema),
    slot: change('slot', SlotChangeSchema),
    address: change('address', AddressChangeSchema),
    reminders: change('reminders', RemindersChangeSchema),
    cancel: change('cancel', CancelSchema),
  },
  refusals: {
    notSignedIn: 'not_signed_in',
    pastCutoff: 'past_cutoff',
    cancelled: 'cancelled',
  },
});

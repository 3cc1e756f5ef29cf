import type { Config } from '@netlify/functions';
import { customersArea } from '../../src/lib/admin/areas/customers.ts';
import { areaHandler, FileAnswer } from '../../src/server/admin/area-handler.ts';
import {
  addCustomerNote,
  editCustomerNote,
  endSessionsOfCustomer,
  getCustomer,
  listCustomerPage,
} from '../../src/server/customers/customer-admin.ts';
import {
  correctCustomer,
  eraseCustomer,
  exportCustomerCsv,
  exportCustomerJson,
} from '../../src/server/customers/privacy-requests.ts';

/**
 * Customers (customersArea): list, one customer, notes, ending their My deliveries sign-ins,
 * Privacy Act export, correction, erasure.
 */
export default areaHandler(customersArea, {
  list: ({ query }) => listCustomerPage(query),
  get: ({ params }) => getCustomer(params.id),
  addNote: ({ actor, params, body }) => addCustomerNote(actor, params.id, body.text),
  editNote: ({ actor, params, body }) =>
    editCustomerNote(actor, params.id, params.noteId, body.text),
  exportJson: async ({ actor, params }) => {
    const { json, fileName } = await exportCustomerJson(actor, params.id);
    return new FileAnswer(json, fileName);
  },
  exportCsv: async ({ actor, params }) => {
    const { csv, fileName } = await exportCustomerCsv(actor, params.id);
    return new FileAnswer(csv, fileName);
  },
  endSessions: ({ actor, params }) => endSessionsOfCustomer(actor, params.id),
  correct: ({ actor, params, body }) => correctCustomer(actor, params.id, body),
  erase: ({ actor, params }) => eraseCustomer(actor, params.id),
});

export const config: Config = {
  path: [
    '/api/admin/customers',
    '/api/admin/customers/:id',
    '/api/admin/customers/:id/notes',
    '/api/admin/customers/:id/notes/:noteId',
    '/api/admin/customers/:id/export.json',
    '/api/admin/customers/:id/export.csv',
    '/api/admin/customers/:id/contact',
    '/api/admin/customers/:id/end-sessions',
  ],
};

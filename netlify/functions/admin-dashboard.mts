import type { Config } from '@netlify/functions';
import { dashboardArea } from '../../src/lib/admin/areas/dashboard.ts';
import { areaHandler } from '../../src/server/admin/area-handler.ts';
import {
  findContactMessage,
  markContactMessageHandled,
} from '../../src/server/public-forms/contact-messages.ts';
import { buildDashboard } from '../../src/server/admin/dashboard.ts';

/** The dashboard (dashboardArea) and the contact messages it lists. */
export default areaHandler(dashboardArea, {
  get: () => buildDashboard(),
  message: ({ params }) => findContactMessage(params.id),
  markHandled: ({ actor, params }) => markContactMessageHandled(actor, params.id),
});

export const config: Config = {
  path: [
    '/api/admin/dashboard',
    '/api/admin/contact-messages/:id',
    '/api/admin/contact-messages/:id/handled',
  ],
};

import type { Config } from '@netlify/functions';
import { newslettersArea } from '../../src/lib/admin/areas/newsletters.ts';
import { areaHandler, created, FileAnswer } from '../../src/server/admin/area-handler.ts';
import {
  addSubscriber,
  changeSubscriber,
  eraseSubscriber,
  exportSubscribersCsv,
  getSubscriber,
} from '../../src/server/newsletters/subscribers/subscriber-admin.ts';
import { importSubscribers } from '../../src/server/newsletters/subscribers/subscriber-import.ts';
import { listSubscriberPage } from '../../src/server/newsletters/subscribers/subscriber-list.ts';

/** Newsletter subscribers (newslettersArea): list, export, add, change, erase, import. */
export default areaHandler(newslettersArea, {
  list: ({ query }) => listSubscriberPage(query),
  csv: async ({ query }) => {
    const { csv, fileName } = await exportSubscribersCsv(query);
    return new FileAnswer(csv, fileName);
  },
  create: async ({ actor, body }) => created(await addSubscriber(actor, body)),
  get: ({ params }) => getSubscriber(params.id),
  update: ({ actor, params, body }) => changeSubscriber(actor, params.id, body),
  erase: ({ actor, params }) => eraseSubscriber(actor, params.id),
  import: ({ actor, body }) => importSubscribers(actor, body),
});

export const config: Config = {
  path: [
    '/api/admin/subscribers',
    '/api/admin/subscribers.csv',
    '/api/admin/subscribers/:id',
    '/api/admin/subscribers/import',
  ],
};

import { topNoticesCss } from '../../lib/marketing/top-notices-css.ts';
import { readStoreStatus } from '../settings.ts';
import { readPublicBanner } from './banner.ts';

/** The stylesheet of the notices above every public page: the paused notice and the banner. */
export async function readTopNoticesCss(now = new Date()): Promise<string> {
  const [status, { banner }] = await Promise.all([readStoreStatus(), readPublicBanner(now)]);
  return topNoticesCss({ paused: status.open ? null : status.message, banner }, now);
}

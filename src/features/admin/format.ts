import { lazily } from '../../lib/lazily.ts';

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-NZ', {
      timeZone: 'Pacific/Auckland',
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);

/** A moment as staff in Papamoa read it, e.g. "22 Nov 2026, 3:05 pm". */
export function formatShopDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

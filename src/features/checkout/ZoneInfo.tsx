import { formatNZD } from '../../lib/money.ts';
import type { ZoneSummary } from '../../lib/delivery/options.ts';
import type { DeliveryLookup } from './use-delivery-options.ts';

/** "Free delivery", or how much more to spend for it, for goods worth `goodsCents`. */
export function freeDeliveryText(zone: ZoneSummary, goodsCents: number): string {
  const threshold = zone.freeDeliveryThresholdCents;
  if (zone.feeCents === 0 || (threshold !== null && goodsCents >= threshold)) {
    return 'Free delivery';
  }
  if (threshold === null) return `Delivery ${formatNZD(zone.feeCents)}`;
  return `Delivery ${formatNZD(zone.feeCents)}. Spend ${formatNZD(threshold - goodsCents)} more for free delivery`;
}

/** What the live lookup found for the postcode: the zone and its rules, or why there is none. */
export default function ZoneInfo({
  lookup,
  goodsCents,
}: {
  lookup: DeliveryLookup;
  goodsCents: number;
}) {
  let text = '';
  if (!lookup.postcode) text = 'Enter your postcode to see delivery days and fees.';
  else if (lookup.status === 'loading') text = `Checking delivery to ${lookup.postcode}…`;
  else if (lookup.status === 'failed') {
    text = 'We could not check delivery just now. Please try again in a moment.';
  }
  const zone = lookup.status === 'ready' ? lookup.options?.zone : null;
  return (
    <div role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm">
      {zone ? (
        <>
          <p className="font-semibold">We deliver to {zone.name}.</p>
          <p>{freeDeliveryText(zone, goodsCents)}</p>
          {zone.minimumOrderCents > 0 && <p>Minimum order {formatNZD(zone.minimumOrderCents)}</p>}
        </>
      ) : (
        text && <p>{text}</p>
      )}
    </div>
  );
}

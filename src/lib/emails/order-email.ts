import { addressLine, type PostalAddress } from '../orders/address.ts';
import { lazily } from '../lazily.ts';
import { formatNZD } from '../money.ts';

/** A delivery address as the order keeps it. */
/**
 * What the order emails need of an order. Structural on purpose: the order record (or a view of
 * it) is passed as it is, plus `confirmationUrl` and, for pickup, the pickup address.
 */
export interface OrderForEmail {
  number: string;
  /** When the order was placed, ISO 8601; shown in Pacific/Auckland time. */
  placedAt: string;
  customer: { name: string; email: string; phone: string };
  lines: readonly {
    name: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    deliveryFeeCents: number;
    totalCents: number;
    gstCents: number;
  };
  promoCode?: string | null | undefined;
  fulfilment: {
    method: 'delivery' | 'pickup';
    /** The booked slot with its day, e.g. "Tue 24 Nov, 4:00pm–6:00pm". */
    slotLabel: string;
    address?: PostalAddress | undefined;
    pickupAddress?: string | undefined;
  };
  gift?: {
    recipientName: string;
    recipientPhone?: string | undefined;
    message?: string | undefined;
  } | null;
  notes?: string | null | undefined;
  payment: {
    method: 'bank_transfer' | 'card';
    status: 'awaiting_payment' | 'paid';
    /** A pay-by date (ISO) only if the shop has such a rule; no deadline is invented otherwise. */
    payBy?: string | null | undefined;
  };
  /** The shopper's confirmation page, with its access token. */
  confirmationUrl: string;
  /** The standing order a first order began: its rhythm and My deliveries' sign-in page. */
  standing?: { schedule: string; whenUnavailable: string; signInUrl: string } | null | undefined;
  /** A later order the standing order made: the signed My deliveries link to manage it. */
  deliveriesUrl?: string | undefined;
  /** My deliveries' sign-in page with the shopper's address filled in (it opens nothing alone). */
  myDeliveriesUrl?: string | undefined;
}

/**
 * The line a shopper's order email carries to My deliveries, unless the email links there
 * already (a standing order's own orders): one link to the same page is enough.
 */
export function myDeliveriesBlocks(order: OrderForEmail): EmailBlock[] {
  if (!order.myDeliveriesUrl || order.standing || order.deliveriesUrl) return [];
  return [
    {
      kind: 'link',
      text: 'Manage your standing orders in My deliveries',
      href: order.myDeliveriesUrl,
    },
  ];
}

/** The shop's details the order emails print: contact, bank account, GST number. */
export interface ShopForEmail {
  name: string;
  email: string;
  phone: string;
  /** Empty when not set in settings yet. */
  bankAccountName: string;
  bankAccountNumber: string;
  gstNumber: string;
}

/** An email as the mailer sends it. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** One piece of an email, rendered the same way as text and as HTML. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'section'; title: string; lines: string[] }
  | { kind: 'items'; order: OrderForEmail }
  | { kind: 'totals'; order: OrderForEmail }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'links'; lead: string; links: { text: string; href: string }[] };

/** A day as the emails name it, in the shop's time zone. */
const NZ_DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

const placedAtFormat = lazily(
  () => new Intl.DateTimeFormat('en-NZ', { ...NZ_DAY, hour: 'numeric', minute: '2-digit' }),
);

const dayFormat = lazily(() => new Intl.DateTimeFormat('en-NZ', NZ_DAY));

/** An ISO instant as New Zealand people read it, e.g. "Tuesday, 24 November 2026 at 3:15 pm". */
export function nzDateTime(iso: string): string {
  return placedAtFormat().format(new Date(iso));
}

/** An ISO instant's day in New Zealand, e.g. "Thursday, 26 November 2026". */
export function nzDay(iso: string): string {
  return dayFormat().format(new Date(iso));
}

/** When and where the order is handed over. */
export function fulfilmentSection(order: OrderForEmail): EmailBlock {
  const { fulfilment } = order;
  if (fulfilment.method === 'pickup') {
    const where = fulfilment.pickupAddress ? [`From: ${fulfilment.pickupAddress}`] : [];
    return { kind: 'section', title: 'Pickup', lines: [`When: ${fulfilment.slotLabel}`, ...where] };
  }
  const where = fulfilment.address ? [`To: ${addressLine(fulfilment.address)}`] : [];
  return { kind: 'section', title: 'Delivery', lines: [`When: ${fulfilment.slotLabel}`, ...where] };
}

/** The gift's recipient and message, or nothing for an order that is not a gift. */
export function giftSection(order: OrderForEmail, extraLines: string[] = []): EmailBlock[] {
  const { gift } = order;
  if (!gift) return [];
  const phone = gift.recipientPhone ? ` (${gift.recipientPhone})` : '';
  const message = gift.message?.trim() ? [`Message: ${gift.message.trim()}`] : [];
  return [
    {
      kind: 'section',
      title: 'Gift',
      lines: [`For: ${gift.recipientName}${phone}`, ...message, ...extraLines],
    },
  ];
}

/** The shopper's notes, or nothing when they left none. */
export function notesSection(order: OrderForEmail): EmailBlock[] {
  const notes = order.notes?.trim();
  return notes ? [{ kind: 'section', title: 'Notes', lines: [notes] }] : [];
}

/** The money rows under the items, label and amount, the total last; GST is said beside it. */
export function totalsRows(order: OrderForEmail): [string, string][] {
  const { totals } = order;
  const rows: [string, string][] = [['Subtotal', formatNZD(totals.subtotalCents)]];
  if (totals.discountCents > 0) {
    const code = order.promoCode ? ` (${order.promoCode})` : '';
    rows.push([`Discount${code}`, `−${formatNZD(totals.discountCents)}`]);
  }
  const fee = totals.deliveryFeeCents > 0 ? formatNZD(totals.deliveryFeeCents) : 'Free';
  rows.push([order.fulfilment.method === 'pickup' ? 'Pickup' : 'Delivery', fee]);
  rows.push(['Total', formatNZD(totals.totalCents)]);
  return rows;
}

/** One item as a line of text, e.g. "2 × Beef Bolognese at $14.90: $29.80". */
export function itemLine(line: OrderForEmail['lines'][number]): string {
  return `${line.quantity} × ${line.name} at ${formatNZD(line.unitPriceCents)}: ${formatNZD(line.lineTotalCents)}`;
}

/** The GST sentence every total carries: NZ prices include GST (3/23 of the total). */
export function gstIncludedText(order: OrderForEmail): string {
  return `includes GST of ${formatNZD(order.totals.gstCents)}`;
}

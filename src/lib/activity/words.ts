// An audited action in plain words for the activity page: `delivery-zone.update` → "Changed
// delivery zone". Actions added later read as their verb and record until they get their own.

/** What each kind of record is called in a sentence. */
const SUBJECTS: Readonly<Record<string, string>> = {
  order: 'order',
  customer: 'customer',
  product: 'product',
  stock: 'stock',
  batch: 'batch',
  payout: 'payout',
  recall: 'recall',
  'delivery-zone': 'delivery zone',
  'delivery-slot': 'delivery slot',
  'special-date': 'special date',
  subscriber: 'subscriber',
  campaign: 'campaign',
  'promo-code': 'promo code',
  'site-banner': 'site banner',
  settings: 'shop settings',
  user: 'user',
  'contact-message': 'contact message',
};

/** Sentences for actions whose verb alone says too little. */
const SENTENCES: Readonly<Record<string, string>> = {
  'order.status': 'Changed order status',
  'order.refund': 'Refunded order',
  'order.note': 'Added a note to order',
  'order.resend-email': 'Sent an order email again',
  'order.reschedule': 'Moved order to another time',
  'customer.note.add': 'Added a note to customer',
  'customer.note.edit': 'Changed a note on customer',
  'customer.export': 'Exported what we hold about customer',
  'customer.correct': 'Corrected customer details',
  'customer.erase': 'Erased customer',
  'customer.sessions.end': 'Ended the My deliveries sign-ins of customer',
  'product.image': 'Changed product photo',
  'product.import-update': 'Updated product from an import',
  'stock.set': 'Set stock level',
  'stock.adjust': 'Adjusted stock',
  'batch.record': 'Recorded batch',
  'batch.edit': 'Changed batch',
  'batch-settings.update': 'Changed a meal’s shelf life or batch code letters',
  'order.batches': 'Changed the batches packed for order',
  'payout.matched': 'Marked payout matched',
  'xero-export.create': 'Exported sales invoices and credit notes for Xero',
  'recall.notice': 'Sent a recall notice and took the batches off sale',
  'recall.trace-export': 'Downloaded a recall tracing report',
  'recall.drill-start': 'Started a recall drill',
  'recall.drill-finish': 'Finished a recall drill',
  'delivery-slot.date-change': 'Changed a delivery slot on one date',
  'special-date.close-holiday': 'Closed for a public holiday',
  'subscriber.import': 'Imported subscribers',
  'subscriber.unsubscribe': 'Unsubscribed subscriber',
  'subscriber.erase': 'Erased subscriber',
  'campaign.schedule': 'Scheduled campaign',
  'campaign.send': 'Sent campaign',
  'campaign.test': 'Sent a test of campaign',
  'user.permissions': 'Changed user permissions',
  'user.password-reset': "Reset a user's password",
  'user.password-change': 'Changed their own password',
  'contact-message.handled': 'Marked contact message handled',
  'settings.update': 'Changed shop settings',
};

/** Verbs by the part of the action after the dot. */
const VERBS: Readonly<Record<string, string>> = {
  create: 'Created',
  add: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  erase: 'Erased',
};

/** Whether an action removed its record, so there is no page left to link to. */
export function actionRemoves(action: string): boolean {
  return /\.(delete|erase)$/.test(action);
}

/** An action in plain words: "Changed delivery zone", "Refunded order". */
export function describeAction(action: string): string {
  const sentence = SENTENCES[action];
  if (sentence) return sentence;
  const [subject = '', verb = ''] = action.split('.');
  const noun = SUBJECTS[subject] ?? subject.replaceAll('-', ' ');
  const known = VERBS[verb];
  if (known) return `${known} ${noun}`;
  // An action added since: its record, then its own word for what was done.
  const named = noun.charAt(0).toUpperCase() + noun.slice(1);
  return verb ? `${named}: ${verb.replaceAll('-', ' ')}` : named;
}

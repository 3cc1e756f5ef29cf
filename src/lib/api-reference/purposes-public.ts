import type { Purposes } from './purposes.ts';

/**
 * What each public route is for, ready for when the public routes' contracts join the reference
 * (keyed by method and path, whatever their contracts name them).
 */
export const PUBLIC_PURPOSES: Purposes = {
  'GET /api/products': [
    'The meals in display order',
    'Super Veg Sauce, Beef Bolognese, Kids Chilli Con Carne, then the rest by name. CDN 30 min, ' +
      'purged on change.',
  ],
  'GET /api/products/{id}': ['One meal', 'CDN 5 min, purged on change.'],
  'GET /api/testimonials': ['The testimonials of `content/testimonials.json`', 'CDN 15 min.'],
  'GET /api/faqs': ['The questions and answers of `content/faqs.json`', 'CDN 20 min.'],
  'GET /api/challenge': ['A signed maths question for the contact and newsletter forms'],
  'POST /api/contact': [
    'Send a message to the shop (201)',
    'A ticked newsletter box emails the confirmation link, as the newsletter signup does. ' +
      '`website` is a honeypot: people leave it empty.',
  ],
  'POST /api/newsletter-signup': [
    'Ask to subscribe: emails a link to confirm (double opt-in)',
    '201 with the same answer for every address; at most one email per address per 6 hours ' +
      '(docs/newsletter-subscribers.md).',
  ],
  'POST /api/auth/login': [
    'Sign in: the session token and an HttpOnly session cookie',
    'Attempts are counted before the password is checked: one address gets 8 tries at a ' +
      'username and 30 in all per 15 minutes, then 429; a username tried from many addresses is ' +
      'only slowed down, never locked.',
  ],
  'POST /api/admin-login': ['Sign in, as `POST /api/auth/login`'],
  'GET /api/user': ['The signed-in staff member (cookie or bearer token), or 401'],
  'POST /api/auth/logout': ['End the session on the server and clear the cookie'],
  'POST /api/auth/password': ['Change one’s own password: a new session, every other one ends'],
  'GET /api/store-status': [
    'Whether the store takes orders, and the admins’ message while paused',
    'CDN 1 min, purged on change.',
  ],
  'POST /api/orders': [
    'Place an order priced by the server (browser prices are ignored)',
    '201; 200 with the same order for a repeated `idempotencyKey` (409 ' +
      '`idempotency_key_reused` with a different order); 409 `out_of_stock` (with `items`) or ' +
      '`slot_unavailable`; 422 `outside_zone`, `below_minimum` or `store_paused` with a `detail` ' +
      'sentence. A 503 says nothing was charged: send it again with the same `idempotencyKey`.',
  ],
  'POST /api/orders/{id}/cancel-payment': [
    'Cancel an unpaid card order from Stripe’s cancel link',
    '404 for an unknown order or a wrong token alike; 409 `paid`, `cancelled` or ' +
      '`not_card_payment`; 502 if Stripe fails.',
  ],
  'GET /api/checkout/config': ['Whether card payment is offered and the shop takes orders'],
  'GET /api/delivery/options': [
    'The zone of a postcode or suburb, its open days and slots, and pickup',
    'Only slots before their cut-off with places left, for the next 14 days. Never cached.',
  ],
  'POST /api/delivery/interest': ['Ask to hear when the shop delivers to a postcode (201)'],
  'POST /api/my-deliveries/{id}/card': [
    'Stripe’s page that saves the card a card standing order is charged on',
    'Signed in by the My deliveries cookie: 401 without it, 404 for a standing order that is not ' +
      'the customer’s; 409 `cancelled`, `not_card_payment` or `card_payments_off`. The card is ' +
      'kept once Stripe reports the setup session completed (POST /api/stripe/webhook).',
  ],
  'POST /api/orders/{id}/standing-card': [
    'From a card standing order’s confirmation page: Stripe’s page that saves its card',
    'The order’s access token is the proof (404 when wrong, or for an order of no standing ' +
      'order); 409 as `POST /api/my-deliveries/{id}/card`. 20 calls per 10 min per client.',
  ],
  'GET /api/orders/{id}/standing': [
    'From a standing order’s first order’s confirmation page: that standing order alone',
    'The order’s access token (`?token=`) is the only proof: 404 alike for a wrong token, an ' +
      'order of no standing order or a later order of one. Schedule, status, meals and next ' +
      'deliveries; no address, card, cookie or other orders of the email address.',
  ],
  'POST /api/orders/{id}/standing/skip': [
    'Skip one delivery of the standing order the order began, by the order’s token',
    '404 when the token is wrong; 409 once that delivery’s order is made or it is cancelled.',
  ],
  'POST /api/orders/{id}/standing/unskip': ['Bring back a skipped delivery, by the order’s token'],
  'POST /api/orders/{id}/standing/pause': ['Pause it until a date, by the order’s token'],
  'POST /api/orders/{id}/standing/resume': ['Resume it, by the order’s token'],
  'POST /api/orders/{id}/standing/cancel': ['Cancel it, saying why, by the order’s token'],
  'POST /api/stripe/webhook': [
    'Stripe’s signed events: a paid session marks its order paid, an expired one cancels it',
    'Each event id is handled once. A completed setup session of a standing order keeps the card ' +
      'it saved on that standing order.',
  ],
  'POST /api/promo/check': ['Check a promo code at checkout (20 checks per 10 min per client)'],
  'GET /api/banner': ['The site banner while it runs', 'CDN-cached, purged on change.'],
  'GET /api/top-notices.css': [
    'The paused notice and the site banner as a stylesheet every page loads',
    'So they have their height before the first paint (CLS 0). CDN 1 min, purged with either.',
  ],
  'POST /api/restock-waitlist': ['Ask for one email when an out-of-stock meal is back'],
  'GET /unsubscribe': ['The unsubscribe link of marketing emails: asks, offers preferences'],
  'POST /unsubscribe': [
    'Unsubscribe at once (also the RFC 8058 one-click POST)',
    '400 for a link the shop did not sign (docs/unsubscribe-and-restock-reminders.md).',
  ],
  'GET /newsletter/confirm': ['The signup confirmation link (3 days): asks to confirm'],
  'POST /newsletter/confirm': [
    'Confirm a signup: subscribes, records the consent, sends the welcome',
    '400 with the shop’s email for a forged, expired or replaced link.',
  ],
  'POST /api/my-deliveries/code': [
    'Email a 6-digit My deliveries code and a single-use sign-in link (15 minutes)',
    'The same answer whether or not the address has active standing orders; stored hashed; at ' +
      'most 3 codes per address per 15 minutes.',
  ],
  'POST /api/my-deliveries/sign-in': [
    'Sign in to My deliveries with the emailed code: sets the `ck_deliveries` cookie',
    '400 for a wrong or expired code; 5 wrong tries use the code up; 10 wrong codes a day for ' +
      'one address, from any client, burn its codes and email the owner.',
  ],
  'POST /api/my-deliveries/sign-out': ['Sign this browser out of My deliveries'],
  'POST /api/my-deliveries/sign-out-everywhere': [
    'Sign the customer out of My deliveries on every device, links included',
    '401 without the My deliveries cookie; raises the customer’s session version.',
  ],
  'GET /api/my-deliveries': [
    'The signed-in shopper’s standing orders, past orders and the meals at today’s prices',
    '401 without the My deliveries cookie. Never cached.',
  ],
  'GET /api/my-deliveries/weekly-slots': ['The weekly times of the zone an address is in'],
  'POST /api/my-deliveries/{id}/skip': [
    'Skip one delivery of a standing order',
    '409 once its order is made (past the standing order’s cut-off); 404 for another customer’s.',
  ],
  'POST /api/my-deliveries/{id}/unskip': ['Bring a skipped delivery back'],
  'POST /api/my-deliveries/{id}/pause': ['Pause a standing order until a date'],
  'POST /api/my-deliveries/{id}/resume': ['Resume a paused standing order'],
  'POST /api/my-deliveries/{id}/items': [
    'Change the meals and packs of every delivery',
    'Past the cut-off, from the following delivery (the answer says so).',
  ],
  'POST /api/my-deliveries/{id}/slot': ['Change the weekly day and time (same zone)'],
  'POST /api/my-deliveries/{id}/address': [
    'Change the delivery address, with a weekly time of that address’s zone',
  ],
  'POST /api/my-deliveries/{id}/reminders': ['Switch the reminder before each cut-off on or off'],
  'POST /api/my-deliveries/{id}/cancel': ['Cancel a standing order, saying why'],
};

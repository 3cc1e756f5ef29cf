import type { Purposes } from './purposes.ts';

const CLOSING_WITH_BOOKINGS =
  'Closing zones on a day that has bookings is 409 `has_bookings` with the orders listed, unless ' +
  'the request says `confirmBookings`.';

/** What each back-office route is for: one line, then what a caller needs to know besides. */
export const ADMIN_PURPOSES: Purposes = {
  // accounts
  'GET /api/admin/accounts': [
    'The month-end checklist: unpaid bank transfers over 7 days, unmatched payouts, unexported orders',
    'From index keys (the money-owed keys and the orders list of the days not yet exported).',
  ],
  'GET /api/admin/accounts/xero-exports': [
    'The range the next export for Xero covers, and the latest export runs',
    'One listing of the runs’ index keys; no run or order is read.',
  ],
  'POST /api/admin/accounts/xero-exports': [
    'Make an export for Xero: paid orders as sales invoices, and credit notes, of a range of NZ days',
    'No range continues from where the last export ended, through yesterday, and holds only what ' +
      'no export holds yet (409 `nothing_to_export` when nothing is new); a range holds its ' +
      'documents again and lists in `alreadyInXero` those an earlier export gave Xero.',
  ],
  'GET /api/admin/accounts/xero-exports/{id}/file': [
    'A run’s file: one CSV in Xero’s import layout, or a zip of several (500 invoices a file)',
  ],
  // activity
  'GET /api/admin/activity': [
    'Who changed what in the back office, newest first, by person, area and NZ day',
    'Read from index keys written with each audit entry (a few Blobs calls per page); `nextCursor` ' +
      'goes back as `cursor` for older entries.',
  ],
  'GET /api/admin/activity/{id}': ['One log entry and the fields it changed (secrets hidden)'],
  // accounts and its books
  'GET /api/admin/accounts/payouts': [
    'A NZ month’s Stripe payouts (from Stripe’s API) and the bank transfers staff recorded',
  ],
  'GET /api/admin/accounts/payouts/{id}': [
    'One payout set against the orders it settled: fees, refunds, every difference named',
    'Read from Stripe’s balance transactions of the payout (`expand[]=data.source`); the orders ' +
      'are named by the charges’ metadata and checked against their money ledger.',
  ],
  'GET /api/admin/accounts/payouts/{id}/csv': [
    'The payout as a bank line split for Xero: gross sales, refunds, fees, net',
  ],
  'POST /api/admin/accounts/payouts/{id}/matched': [
    'Mark a payout matched with its bank line, once (409 after)',
    'A payout showing differences needs a `note` saying how they were settled (422 without).',
  ],
  'GET /api/admin/accounts/gst': [
    'The GST return (GST101A boxes 5-8) of the period ending with `end`, and its lines',
    'Period length, alignment and basis come from Settings; a month no period ends with is 400.',
  ],
  // campaigns
  'GET /api/admin/campaigns': ['The newsletter campaigns, drafts to sent'],
  'POST /api/admin/campaigns': ['Create a campaign draft (Markdown body, meal cards, audience)'],
  'POST /api/admin/campaigns/preview': ['A draft’s email exactly as it would be sent'],
  'GET /api/admin/campaigns/{id}': ['One campaign with its revision'],
  'PUT /api/admin/campaigns/{id}': ['Save a draft with the revision read (409 `stale_campaign`)'],
  'DELETE /api/admin/campaigns/{id}': ['Delete a campaign that has not been sent'],
  'POST /api/admin/campaigns/{id}/test': ['Send a test of the campaign to one address'],
  'POST /api/admin/campaigns/{id}/send': [
    'Send now, or at `sendAt` (Papamoa time)',
    'Sending runs in the background at the settings’ rate, once per recipient, resumed by the ' +
      '`campaign-scheduler` every minute (docs/data-layer.md); a second send is 409.',
  ],
  'GET /api/admin/campaigns/{id}/audience': ['How many subscribers the campaign would reach now'],
  'GET /api/admin/campaigns/{id}/progress': [
    'A sending campaign’s counts: sent, failed, skipped, left',
  ],
  // dashboard
  'GET /api/admin/dashboard': [
    'Orders today and this week, awaiting payment, next deliveries, low stock, messages',
    'Orders placed count apart when cancelled or refunded in full; revenue is money received less money refunded on the day (the order ledger); awaiting payment is what is still owed.',
  ],
  'GET /api/admin/contact-messages/{id}': ['One contact message (its id URL-encoded)'],
  'POST /api/admin/contact-messages/{id}/handled': ['Mark a contact message handled'],
  // delivery-slots
  'GET /api/admin/delivery-slots': ['The weekly delivery and pickup windows; `zoneId` narrows'],
  'GET /api/admin/delivery-slots/calendar': [
    'Dated windows (at most 42 days) with orders, packs booked and per-date changes',
    'Read from the booking documents only.',
  ],
  'GET /api/admin/delivery-slots/{id}': ['One weekly window'],
  'POST /api/admin/delivery-slots': [
    'Add a weekly window (its id is made by the server)',
    'A window overlapping another of its zone and weekday is 409 `slot_overlap`.',
  ],
  'PUT /api/admin/delivery-slots/{id}': ['Replace a weekly window'],
  'DELETE /api/admin/delivery-slots/{id}': ['Delete a weekly window'],
  'PUT /api/admin/delivery-slots/{slotId}/dates/{date}': [
    'Change one window on one date (`{}` puts the weekly template back)',
    'Below what is booked: 409 `below_booked`, nothing changed.',
  ],
  // delivery-zones
  'GET /api/admin/delivery-zones': ['The delivery zones and pickup'],
  'GET /api/admin/delivery-zones/{id}': ['One delivery zone'],
  'POST /api/admin/delivery-zones': [
    'Add a zone (its id made from the name unless given)',
    'A postcode or suburb another active zone claims is 409 `zone_clash`.',
  ],
  'PUT /api/admin/delivery-zones/{id}': [
    'Replace a zone',
    'Deactivating a zone with bookings ahead is 409 `has_future_bookings` (the orders listed) ' +
      'unless the request says `confirmFutureBookings`.',
  ],
  'DELETE /api/admin/delivery-zones/{id}': ['Delete a zone without slots (409 `zone_has_slots`)'],
  'GET /api/admin/delivery-interest': ['Who asked to hear when we deliver to them'],
  // inventory
  'GET /api/admin/inventory': ['The stock table: on hand, held, available, threshold, waitlist'],
  'GET /api/admin/inventory.csv': ['The stock table as a CSV file'],
  'PUT /api/admin/inventory/{productId}': ['Set how many packs can be sold'],
  'POST /api/admin/inventory/{productId}/adjustments': [
    'Record stock received, counted, damaged, thawed, spoiled or corrected',
    '`stocktake` takes the packs counted on the shelf less those held for orders not yet packed ' +
      '(409 `count_below_held` when fewer were counted); stock never goes below zero (409 ' +
      '`not_enough_stock`). Safe beside orders placed at the same moment.',
  ],
  'GET /api/admin/inventory/{productId}/movements': ['One product’s stock movements, newest first'],
  // batches
  'GET /api/admin/batches': ['A meal’s batches (cooks), optionally by made-on dates'],
  'POST /api/admin/batches': [
    'Record a cook as a batch and add its packs to stock (one `received` movement)',
    'A resent form records the batch once; a batch code is unique (409 `code_taken`).',
  ],
  'PATCH /api/admin/batches/{batchId}': ['Correct a batch’s code, best-before or ingredient lots'],
  'GET /api/admin/batch-settings': ['Each meal’s shelf life and batch code letters'],
  'PUT /api/admin/batch-settings/{productId}': ['Set a meal’s shelf life and batch code letters'],
  'GET /api/admin/batch-allocations/{orderId}': [
    'Which batches a packed order’s packs come from, and the batches it could use',
  ],
  'PUT /api/admin/batch-allocations/{orderId}': [
    'Choose a packed order’s batches by hand (a packer picked from another tray)',
    'Every packed pack accounted for, batches of the line’s meal in date; a batch never gives ' +
      'more packs than it has left (409 `batch_short`).',
  ],
  // recall
  'GET /api/admin/recall/trace': [
    'Who got a batch: the orders and customers, packs still held, batches sharing a lot',
    'Exactly one of `batches` (ids), `meal` with `from` and `to`, or `lot`; reads only those ' +
      'batches and their orders (`npm run bench:recall`). 422 `no_batches` when none match.',
  ],
  'GET /api/admin/recall/trace.csv': ['The tracing report MPI asks for, as a CSV file (logged)'],
  'POST /api/admin/recall/notices': [
    'Email the recall notice to every customer who got the batches, and take them off sale',
    'Each customer once per recall, however often or concurrently it is sent (a claim per ' +
      'customer, `onlyIfNew`); a repeat answers who had it already.',
  ],
  'GET /api/admin/recall/drills': ['The latest recall drills, newest first'],
  'POST /api/admin/recall/drills': ['Start a recall drill (its clock runs until it is finished)'],
  'POST /api/admin/recall/drills/{id}/finish': [
    'Finish a drill with a trace: its findings (counts, no personal details) and duration',
    '409 `drill_finished` for a drill finished already.',
  ],
  // marketing
  'GET /api/admin/promo-codes': ['Promo codes with uses, revenue (net of refunds) and status'],
  'GET /api/admin/promo-codes/{code}': ['One promo code'],
  'POST /api/admin/promo-codes': ['Create a promo code'],
  'PUT /api/admin/promo-codes/{code}': [
    'Change a promo code, or turn it off',
    'A used code keeps its kind and value (409 `promo_used`); codes are never deleted.',
  ],
  'GET /api/admin/banner': ['The site banner: message, link, start and end'],
  'PUT /api/admin/banner': ['Save the site banner (the public answer’s cache is purged)'],
  'GET /api/admin/restock-reminders/stats': [
    'Restock reminder emails sent, and how many led to an order',
  ],
  // customers
  'GET /api/admin/customers': ['Customers by email, newest order first: search, newsletter status'],
  'GET /api/admin/customers/{id}': [
    'One customer: orders, addresses used, notes, subscriber record',
    'The id is the SHA-256 of the lower-cased email, the same as the subscriber id.',
  ],
  'POST /api/admin/customers/{id}/notes': ['Add a staff note about the customer'],
  'POST /api/admin/customers/{id}/end-sessions': [
    'End every My deliveries sign-in of the customer, on every device',
    'Audited; any cookie or emailed link made before is refused from then on.',
  ],
  'PATCH /api/admin/customers/{id}/notes/{noteId}': ['Change a staff note’s text'],
  'GET /api/admin/customers/{id}/export.json': [
    'Privacy Act export: every record held about the person, as JSON',
    'Names what could not be searched by key in `notSearched`.',
  ],
  'GET /api/admin/customers/{id}/export.csv': [
    'Privacy Act export as CSV: one row per field of every record',
  ],
  'PUT /api/admin/customers/{id}/contact': [
    'Correct name, email and phone on the customer’s open orders',
    'Orders delivered, collected, cancelled or refunded keep the details they were issued with; ' +
      'an email of another customer is 409 `customer_email_taken`.',
  ],
  'DELETE /api/admin/customers/{id}': [
    'Privacy Act erasure of every registered record family; standing orders cancelled and stripped',
    'Orders younger than 7 years stay whole (GST records); older ones lose the contact details.',
  ],
  // newsletters
  'GET /api/admin/subscribers': ['Subscribers, a page at a time: search, status, preference'],
  'GET /api/admin/subscribers.csv': ['The subscribers as a CSV file'],
  'POST /api/admin/subscribers': ['Add a subscriber by hand, with a consent note'],
  'GET /api/admin/subscribers/{id}': ['One subscriber with their consent history'],
  'PATCH /api/admin/subscribers/{id}': ['Change preferences, or unsubscribe'],
  'DELETE /api/admin/subscribers/{id}': [
    'Erase a subscriber',
    'A hash of the address stays, so imports skip it (docs/newsletter-subscribers.md).',
  ],
  'POST /api/admin/subscribers/import': [
    'Import a CSV with a column mapping and a consent statement; `dryRun` to check',
  ],
  // orders
  'GET /api/admin/orders': [
    'Orders newest first, filtered and paged (`cursor` from the last page’s `nextCursor`)',
    'Filters: `status`, `date` or `from`/`to` (delivery or pickup day), `zone`, `payment`, and ' +
      '`q` (order number, or part of a name, email or phone). Read from index keys.',
  ],
  'GET /api/admin/orders.csv': ['The filtered orders as a CSV file, one row per order'],
  'GET /api/admin/order-lines.csv': ['The filtered orders’ lines as a CSV file, one row per line'],
  'GET /api/admin/orders/{id}': ['One order with its history, emails, staff notes and refunds'],
  'POST /api/admin/orders/{id}/status': [
    'Move an order through its states (a paid bank transfer needs `receivedOn`)',
    '409 with the reason and the order as it is now when not allowed, or when it moved on from ' +
      '`expected`. Cancelling gives stock, slot and promo use back and emails the shopper.',
  ],
  'POST /api/admin/orders/{id}/notes': ['Add an internal note to an order'],
  'GET /api/admin/orders/{id}/edit': [
    'An order with its revision and the meals on sale (price, packs left), for the edit form',
  ],
  'POST /api/admin/orders/{id}/edit': [
    'Change the meals, address or contact details of an order not yet packed',
    '409 with the order as it is now when it changed since `revision`, is packed, or the edit ' +
      'needs more packs than stock or the slot has (nothing is changed). Answers the balance.',
  ],
  'GET /api/admin/orders/{id}/reschedule-options': [
    'The days and times an order can move to, with room for its packs, and its money each way',
    'From the checkout’s own delivery rules (cut-off, special dates, holidays, capacity); an order ' +
      'packed or later answers why it cannot move instead.',
  ],
  'POST /api/admin/orders/{id}/reschedule': [
    'Move an order to another date and time, or between delivery and pickup',
    'The new place is taken before the order changes and the old one given back after; 409 with ' +
      'the order as it is now when the slot is full or the order changed. Emails the shopper once.',
  ],
  'POST /api/admin/orders/bulk-reschedule': [
    'Move a closed day’s orders to another day, each refusal listed with its reason',
  ],
  'POST /api/admin/orders/{id}/refund': [
    'Refund an order: card payments through Stripe, bank transfers recorded',
    '409 when nothing (or less) is left to refund; 502 if Stripe refuses.',
  ],
  'POST /api/admin/orders/{id}/resend-email': ['Send the email that fits the order’s state again'],
  'POST /api/admin/orders/bulk-status': [
    'Mark ticked orders paid (transfers, with the day received), packed, sent, delivered or collected',
  ],
  'GET /api/admin/prep-list': [
    'What the kitchen makes for a day (docs/dispatch.md)',
    '`fromStandingOrders`: the packs the day’s standing orders will add, not yet ordered.',
  ],
  'GET /api/admin/run-sheet': ['The van’s stops in order for a day, optionally one zone'],
  'GET /api/admin/work-day': ['The day the print screens open on: the first with orders to handle'],
  'GET /api/admin/packing-slips': ['Packing slips of a day, a slot or ticked orders'],
  'GET /api/admin/orders/{id}/receipt': ['An order’s tax receipt'],
  // products
  'GET /api/admin/products': ['Every product with its stock and status'],
  'GET /api/admin/products/{id}': ['One product with its revision'],
  'POST /api/admin/products': ['Create a product (its id made from the name)'],
  'PUT /api/admin/products/{id}': ['Save a product with the revision read (409 `stale_edit`)'],
  'POST /api/admin/products/{id}/image': [
    'Upload a product photo (JPEG, PNG or WebP, checked by its content)',
    'Stored as WebP sizes and served from `/media/products/…` with a year of immutable caching.',
  ],
  'DELETE /api/admin/products/{id}': ['Delete a product no order names (409 `product_ordered`)'],
  'POST /api/admin/products/import': [
    'Read a PDF into review rows; nothing is written (docs/pdf-import.md)',
    '422 for a file that is not a PDF, encrypted, damaged, a scan, without products or too complex.',
  ],
  'POST /api/admin/products/import/uploads': ['Start a chunked upload of a PDF over 4 MB'],
  'GET /api/admin/products/import/uploads/{uploadId}': ['A chunked upload’s status'],
  'PUT /api/admin/products/import/uploads/{uploadId}': [
    'Send the next 4 MB chunk (`offset` = bytes received)',
    'Another chunk is 409 `chunk_out_of_order` with `received`; another session’s upload is 403.',
  ],
  'POST /api/admin/products/import/uploads/{uploadId}/preview': [
    'Read an uploaded PDF as the import does, then delete it',
  ],
  'POST /api/admin/products/import/apply': [
    'Apply ticked review rows: create drafts, update matched products',
    'A row not previewed is refused 400, one whose product changed since 409.',
  ],
  // settings
  'GET /api/admin/settings': ['The shop’s settings with their revision'],
  'PUT /api/admin/settings': ['Save the settings with the revision read (409 `stale_settings`)'],
  // standing-orders
  'GET /api/admin/standing-orders': [
    'Standing orders by next delivery, searched by name or email and filtered by status',
    'Read from the `standing-order-list/` and `standing-order-items/` index keys that every save ' +
      'of a standing order keeps (two listings, no record read); each row’s value is a delivery’s ' +
      'meals at today’s prices. `nextCursor` goes back as `cursor`.',
  ],
  'GET /api/admin/standing-orders/forecast': [
    'Packs of each meal per delivery day for four weeks: orders placed plus standing orders',
    'Placed orders through the orders-by-date index (the prep list’s count); each standing ' +
      'order’s deliveries still to be made (skips and pauses left out). A delivery already made ' +
      'is an order, so none counts twice.',
  ],
  'GET /api/admin/standing-orders/forecast.csv': ['The forecast as a spreadsheet, day by meal'],
  'GET /api/admin/standing-orders/{id}': [
    'One standing order: meals at today’s prices, slot, address, upcoming dates, recent runs',
  ],
  'POST /api/admin/standing-orders/{id}/pause': [
    'Pause on the customer’s behalf, until a date or until resumed, with a reason',
    'A cancelled standing order is 409 `standing_order_cancelled`; logged in the activity log.',
  ],
  'POST /api/admin/standing-orders/{id}/cancel': [
    'Cancel on the customer’s behalf (admins), with a reason',
    'Already cancelled is 409 `standing_order_cancelled`; logged in the activity log.',
  ],
  // special-dates
  'GET /api/admin/special-dates/holidays': ['NZ public holidays for two years, each closed or not'],
  'POST /api/admin/special-dates/holidays/{date}/close': [
    'Close every zone on a public holiday',
    '201, or 200 when already closed; 409 when the date has extra windows; 404 when it is no ' +
      'upcoming holiday.',
  ],
  'GET /api/admin/special-dates': ['Closed days and extra days, from `from` on'],
  'GET /api/admin/special-dates/{date}': ['One special date'],
  'POST /api/admin/special-dates': ['Add a closed day or an extra day', CLOSING_WITH_BOOKINGS],
  'PUT /api/admin/special-dates/{date}': [
    'Create or replace the special date of a day',
    CLOSING_WITH_BOOKINGS,
  ],
  'DELETE /api/admin/special-dates/{date}': ['Delete a special date'],
  // system
  'GET /api/admin/system-check': [
    'Checks the live setup: store writes, secrets, mail, Stripe, jobs',
  ],
  // users
  'GET /api/admin/users': ['The staff accounts'],
  'GET /api/admin/users/{id}': ['One staff account'],
  'POST /api/admin/users': ['Create a staff account'],
  'PATCH /api/admin/users/{id}': [
    'Change role, permissions, or disable and enable',
    'Never the last active admin (409).',
  ],
  'POST /api/admin/users/{id}/password': ['Set a new password for a staff account'],
};

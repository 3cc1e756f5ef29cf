// Xero's sales invoice and credit note import files: the columns of Xero's own templates in their
// order (a `*` marks what Xero requires), one row per line with the document's number, contact
// and dates repeated on each, dates DD/MM/YYYY, amounts GST-inclusive in dollars and cents.
import { stringify } from 'csv-stringify/sync';
import { formulaGuarded } from '../csv.ts';
import type { XeroAccount, XeroTaxedLine } from './xero-lines.ts';

const CONTACT_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
] as const;

const LINE_COLUMNS = [
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** The columns of Xero's sales invoice import template, in its order. */
export const XERO_INVOICE_COLUMNS = [
  ...CONTACT_COLUMNS,
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  ...LINE_COLUMNS,
] as const;

/** The columns of Xero's credit note import template, in its order. */
export const XERO_CREDIT_NOTE_COLUMNS = [
  ...CONTACT_COLUMNS,
  '*CreditNoteNumber',
  'Reference',
  '*CreditNoteDate',
  ...LINE_COLUMNS,
] as const;

/** The tax rate of every line, by the name Xero's NZ organisations give standard-rated sales. */
export const XERO_TAX_TYPE = '15% GST on Income';
/** The currency of every document. */
export const XERO_CURRENCY = 'NZD';

/** Who a document is for, as Xero's contact columns take it (address lines may be empty). */
export interface XeroContact {
  name: string;
  email: string;
  addressLines: readonly string[];
  city: string;
  postcode: string;
  country: string;
}

/** A sales invoice: its number, reference, NZ days and lines (with their GST). */
export interface XeroInvoice {
  contact: XeroContact;
  number: string;
  reference: string;
  invoiceDay: string;
  dueDay: string;
  lines: readonly XeroTaxedLine[];
}

/** A credit note: its number, the invoice it credits (the reference), its NZ day and lines. */
export interface XeroCreditNote {
  contact: XeroContact;
  number: string;
  invoiceNumber: string;
  day: string;
  lines: readonly XeroTaxedLine[];
}

/** The Xero account code of each of the shop's accounts. */
export type XeroAccountCodes = Readonly<Record<XeroAccount, string>>;

/** A NZ day `YYYY-MM-DD` as Xero's NZ date format, DD/MM/YYYY. */
export function xeroDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** Integer cents as dollars with two decimals, signed: -550 → "-5.50". */
export function xeroAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

function contactCells(contact: XeroContact): string[] {
  const [line1 = '', line2 = '', line3 = '', line4 = ''] = contact.addressLines;
  return [
    contact.name,
    contact.email,
    line1,
    line2,
    line3,
    line4,
    contact.city,
    '',
    contact.postcode,
    contact.country,
  ].map(formulaGuarded);
}

function lineCells(line: XeroTaxedLine, codes: XeroAccountCodes): string[] {
  return [
    '',
    formulaGuarded(line.description),
    String(line.quantity),
    xeroAmount(line.unitCents),
    '',
    codes[line.account],
    XERO_TAX_TYPE,
    xeroAmount(line.gstCents),
    '',
    '',
    '',
    '',
    XERO_CURRENCY,
    '',
  ];
}

/** Rows as CSV: CRLF line ends and no byte-order mark, which Xero's importer would read as text. */
function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows], { record_delimiter: 'windows' });
}

/** A sales invoice import file: one row per line of each invoice. */
export function xeroInvoicesCsv(invoices: readonly XeroInvoice[], codes: XeroAccountCodes): string {
  const rows = invoices.flatMap((invoice) =>
    invoice.lines.map((line) => [
      ...contactCells(invoice.contact),
      invoice.number,
      formulaGuarded(invoice.reference),
      xeroDate(invoice.invoiceDay),
      xeroDate(invoice.dueDay),
      ...lineCells(line, codes),
    ]),
  );
  return csvOf(XERO_INVOICE_COLUMNS, rows);
}

/** A credit note import file: one row per line of each credit note, amounts positive. */
export function xeroCreditNotesCsv(
  notes: readonly XeroCreditNote[],
  codes: XeroAccountCodes,
): string {
  const rows = notes.flatMap((note) =>
    note.lines.map((line) => [
      ...contactCells(note.contact),
      note.number,
      note.invoiceNumber,
      xeroDate(note.day),
      ...lineCells(line, codes),
    ]),
  );
  return csvOf(XERO_CREDIT_NOTE_COLUMNS, rows);
}

/** Splits documents into files of at most `most` documents each (a document is never split). */
export function inFiles<T>(documents: readonly T[], most: number): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < documents.length; start += most) {
    files.push(documents.slice(start, start + most));
  }
  return files;
}

// The files of an export run, made when downloaded from the orders it holds: its invoices in
// files of at most 500 (Xero's limit per import), then its credit notes likewise; one file is
// sent as a CSV, more as a zip of them.
import { strToU8, zipSync } from 'fflate';
import { inFiles, xeroCreditNotesCsv, xeroInvoicesCsv } from '../../lib/accounts/xero-csv.ts';
import { xeroCreditNotesOf, xeroInvoiceOf } from '../../lib/accounts/xero-documents.ts';
import { MOST_INVOICES_PER_FILE } from '../../lib/accounts/xero-runs.ts';
import type { Order } from '../../lib/orders/order.ts';
import { FileAnswer } from '../api/route-kit.ts';
import { siteConfig } from '../content/content.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { readShopSettings } from '../settings.ts';
import { getRun, type XeroRunRecord } from './xero-records.ts';

type RunDocument = XeroRunRecord['invoices'][number];

/** One file of a run: its name, its kind and the documents it holds. */
interface RunFile {
  name: string;
  kind: 'invoices' | 'credit-notes';
  documents: RunDocument[];
}

/**
 * The files of a run: the invoices (one file, empty but for its header, when there are none),
 * then the credit notes, each in files of at most 500 documents, numbered when there are several.
 */
export function filesOfRun(
  record: Pick<XeroRunRecord, 'run' | 'invoices' | 'creditNotes'>,
): RunFile[] {
  const { from, to } = record.run;
  const named = (kind: RunFile['kind'], groups: RunDocument[][]): RunFile[] =>
    groups.map((documents, index) => ({
      name: `xero-${kind}-${from}-to-${to}${groups.length > 1 ? `-part-${String(index + 1)}` : ''}.csv`,
      kind,
      documents,
    }));
  const invoiceGroups = inFiles(record.invoices, MOST_INVOICES_PER_FILE);
  return [
    ...named('invoices', invoiceGroups.length ? invoiceGroups : [[]]),
    ...named('credit-notes', inFiles(record.creditNotes, MOST_INVOICES_PER_FILE)),
  ];
}

/** The orders a run's documents come from, read a few at a time. */
async function ordersOf(record: XeroRunRecord): Promise<Map<string, Order>> {
  const ids = [...new Set([...record.invoices, ...record.creditNotes].map((doc) => doc.orderId))];
  const found = new Map<string, Order>();
  for (let start = 0; start < ids.length; start += 16) {
    const batch = await Promise.all(ids.slice(start, start + 16).map(getOrder));
    for (const order of batch) if (order) found.set(order.id, order);
  }
  return found;
}

/** GET /api/admin/accounts/xero-exports/:id/file: the run's one CSV, or a zip of its files. */
export async function xeroExportFile(id: string): Promise<FileAnswer> {
  const record = await getRun(id);
  if (!record) throw new HttpError(404, 'This export was not found.');
  const [orders, settings] = await Promise.all([ordersOf(record), readShopSettings()]);
  const codes = {
    sales: settings.xeroSalesAccount,
    delivery: settings.xeroDeliveryAccount,
    discounts: settings.xeroDiscountAccount,
  };
  const shop = { name: siteConfig().name, gstNumber: settings.gstNumber };
  const csvs = filesOfRun(record).map((file) => {
    if (file.kind === 'invoices') {
      const invoices = file.documents.flatMap((doc) => {
        const order = orders.get(doc.orderId);
        return order ? [xeroInvoiceOf(order)] : [];
      });
      return { name: file.name, csv: xeroInvoicesCsv(invoices, codes) };
    }
    const notes = file.documents.flatMap((doc) => {
      const order = orders.get(doc.orderId);
      return order
        ? xeroCreditNotesOf(order, shop).filter((note) => note.number === doc.number)
        : [];
    });
    return { name: file.name, csv: xeroCreditNotesCsv(notes, codes) };
  });
  const [only] = csvs;
  if (csvs.length === 1 && only)
    return new FileAnswer(only.csv, only.name, 'text/csv; charset=utf-8');
  const zip = zipSync(Object.fromEntries(csvs.map((file) => [file.name, strToU8(file.csv)])));
  const { from, to } = record.run;
  return new FileAnswer(zip, `xero-export-${from}-to-${to}.zip`, 'application/zip');
}

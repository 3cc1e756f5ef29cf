// The activity log names a customer as staff know them. Audit entries name a customer only by
// the hash of their address (`customers/<id>`), so that erasing a person leaves nothing in the
// log that says who they were; the address is read from their summary when a page is shown,
// and a person since erased is named as such.
import type { ActivityRow } from '../../lib/activity/activity-keys.ts';
import { customerSummaries } from '../customers/customer-records.ts';

const CUSTOMER_TARGET = /^customers\/([0-9a-f]{64})$/;

/** How a customer no longer on record is named in the log. */
export const ERASED_CUSTOMER_LABEL = 'A customer no longer on record';

/** The page's rows with each customer record named by its email, read now (never stored). */
export async function withCustomersNamed(rows: ActivityRow[]): Promise<ActivityRow[]> {
  const ids = new Set(rows.map(customerIdOfRow).filter((id) => id !== undefined));
  const emails = new Map(
    await Promise.all(
      [...ids].map(async (id) => [id, (await customerSummaries.get(id))?.email ?? null] as const),
    ),
  );
  return rows.map((row) => {
    const id = customerIdOfRow(row);
    if (!id) return row;
    const email = emails.get(id);
    return { ...row, label: email ? `Customer ${email}` : ERASED_CUSTOMER_LABEL };
  });
}

/** The customer an unlabelled row names by hash, if it names one. */
function customerIdOfRow(row: ActivityRow): string | undefined {
  return row.label ? undefined : CUSTOMER_TARGET.exec(row.target)?.[1];
}

import { emailDocument, paragraph } from './html.ts';
import type { EmailContent } from './order-email.ts';

/** The shop's notice that a product has run low (or out), sent once until it is restocked. */
export function lowStockAlertEmail(
  product: { name: string; available: number; threshold: number },
  inventoryUrl: string,
): EmailContent {
  const state =
    product.available === 0 ? 'is out of stock' : `is down to ${product.available} packs`;
  const subject = `Low stock: ${product.name} ${state}`;
  const lines = [
    `${product.name} ${state} (low-stock threshold: ${product.threshold} packs).`,
    `Restock or adjust it in the back office: ${inventoryUrl}`,
    'You will not hear about this product again until it has been restocked above its threshold.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: emailDocument(subject, lines.map(paragraph).join('')),
  };
}

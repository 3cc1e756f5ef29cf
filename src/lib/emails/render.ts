import {
  dataTable,
  emailDocument,
  heading,
  link,
  paragraph,
  paragraphHtml,
  escapeHtml,
} from './html.ts';
import { formatNZD } from '../money.ts';
import { gstIncludedText, itemLine, totalsRows, type EmailBlock } from './order-email.ts';

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'section':
      // Continuation lines of a multi-line value (a gift message) stay indented under it.
      return [
        block.title,
        ...block.lines.map((line) => `  ${line.replace(/\r?\n/g, '\n    ')}`),
      ].join('\n');
    case 'items':
      return ['Items', ...block.order.lines.map((line) => `  ${itemLine(line)}`)].join('\n');
    case 'totals': {
      const rows = totalsRows(block.order).map(([label, amount]) => `${label}: ${amount}`);
      return `${rows.join('\n')} (${gstIncludedText(block.order)})`;
    }
    case 'link':
      return `${block.text}: ${block.href}`;
    case 'links':
      return [block.lead, ...block.links.map(({ text, href }) => `  ${text}: ${href}`)].join('\n');
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block.text);
    case 'section':
      return heading(block.title) + block.lines.map((line) => paragraph(line)).join('');
    case 'items':
      return (
        heading('Items') +
        dataTable(
          'Items in this order',
          [
            { text: 'Meal' },
            { text: 'Packs', numeric: true },
            { text: 'Price', numeric: true },
            { text: 'Amount', numeric: true },
          ],
          block.order.lines.map((line) => [
            { text: line.name },
            { text: String(line.quantity), numeric: true },
            { text: formatNZD(line.unitPriceCents), numeric: true },
            { text: formatNZD(line.lineTotalCents), numeric: true },
          ]),
        )
      );
    case 'totals': {
      const rows = totalsRows(block.order);
      return (
        dataTable(
          'Totals',
          [{ text: 'Item' }, { text: 'Amount', numeric: true }],
          rows.map(([label, amount], index) => {
            const strong = index === rows.length - 1;
            return [
              { text: label, strong },
              { text: amount, numeric: true, strong },
            ];
          }),
        ) + paragraph(`The total ${gstIncludedText(block.order)}.`)
      );
    }
    case 'link':
      return paragraphHtml(link(block.href, block.text));
    case 'links':
      return paragraphHtml(
        `${escapeHtml(block.lead)} ${block.links.map(({ text, href }) => link(href, text)).join(' · ')}`,
      );
  }
}

/** The plain-text part of an email: blocks separated by blank lines. */
export function renderText(blocks: EmailBlock[]): string {
  return `${blocks.map(blockText).join('\n\n')}\n`;
}

/** The HTML part of an email: a titled document with every block escaped. */
export function renderHtml(title: string, blocks: EmailBlock[]): string {
  return emailDocument(
    title,
    `<h1 style="margin:0 0 16px;font-size:22px;color:#1f2933">${escapeHtml(title)}</h1>` +
      blocks.map(blockHtml).join(''),
  );
}

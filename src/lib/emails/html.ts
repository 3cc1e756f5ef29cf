// Small helpers for plain, accessible HTML emails: inline styles only (mail clients drop <style>),
// no images, and every piece of text escaped unless a helper says it takes HTML.

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escaped text whose line breaks stay line breaks (gift messages, notes, addresses). */
export function escapeMultiline(text: string): string {
  return text.split(/\r?\n/).map(escapeHtml).join('<br>');
}

const TEXT_STYLE = 'margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f2933';
const HEADING_STYLE = 'margin:24px 0 8px;font-size:18px;line-height:1.3;color:#1f2933';
const CELL_STYLE = 'padding:6px 8px;border-bottom:1px solid #d9e2ec;text-align:left';
const NUMBER_CELL_STYLE = `${CELL_STYLE.replace('text-align:left', 'text-align:right')};white-space:nowrap`;

/** A paragraph of text, escaped. */
export function paragraph(text: string): string {
  return `<p style="${TEXT_STYLE}">${escapeMultiline(text)}</p>`;
}

/** A paragraph made of HTML the caller has already escaped (say, text with a link). */
export function paragraphHtml(html: string): string {
  return `<p style="${TEXT_STYLE}">${html}</p>`;
}

/** A section heading, escaped. */
export function heading(text: string): string {
  return `<h2 style="${HEADING_STYLE}">${escapeHtml(text)}</h2>`;
}

/** A link whose address and words are both escaped. */
export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#0b5394">${escapeHtml(text)}</a>`;
}

/** A table cell: text, or a number-like value aligned right. */
export interface Cell {
  text: string;
  numeric?: boolean;
  strong?: boolean;
}

function cellHtml(tag: 'td' | 'th', cell: Cell, scope?: 'col' | 'row'): string {
  const style = cell.numeric ? NUMBER_CELL_STYLE : CELL_STYLE;
  const weight = cell.strong || tag === 'th' ? ';font-weight:bold' : ';font-weight:normal';
  const scopeAttribute = scope ? ` scope="${scope}"` : '';
  return `<${tag}${scopeAttribute} style="${style}${weight}">${escapeMultiline(cell.text)}</${tag}>`;
}

/**
 * A data table with a caption and column headers, so screen readers can tell what each number
 * is. The first cell of each row is its row header.
 */
export function dataTable(caption: string, headers: Cell[], rows: Cell[][]): string {
  const head = `<tr>${headers.map((cell) => cellHtml('th', cell, 'col')).join('')}</tr>`;
  const body = rows
    .map(([first, ...rest]) => {
      const firstCell = first ? cellHtml('th', first, 'row') : '';
      return `<tr>${firstCell}${rest.map((cell) => cellHtml('td', cell)).join('')}</tr>`;
    })
    .join('');
  return (
    '<table style="border-collapse:collapse;width:100%;max-width:600px;font-size:15px;color:#1f2933">' +
    `<caption style="text-align:left;font-weight:bold;padding:0 0 6px">${escapeHtml(caption)}</caption>` +
    `<thead>${head}</thead><tbody>${body}</tbody></table>`
  );
}

/** A whole HTML email: language, title and one readable column. `bodyHtml` is already escaped. */
export function emailDocument(title: string, bodyHtml: string): string {
  return (
    '<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;padding:16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif">' +
    `<div style="max-width:600px;margin:0 auto">${bodyHtml}</div></body></html>`
  );
}

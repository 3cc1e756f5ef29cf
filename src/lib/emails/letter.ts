// The short personal emails (welcome, restock reminder, subscription confirmation) share one
// frame: a greeting, a few paragraphs, "Ngā mihi" from the team and, on marketing, the UEMA
// footer. Each paragraph is written once as text and HTML so the two parts never drift apart.
import {
  marketingFooterHtml,
  marketingFooterText,
  type FooterLinks,
  type MailSender,
} from '../newsletters/marketing-footer.ts';
import { emailDocument, heading, paragraph } from './html.ts';
import type { EmailContent } from './order-email.ts';

/** A paragraph of plain words, or one whose text and HTML differ (a link, a table). */
export type LetterPart = string | { text: string; html: string };

/** What a letter says; `footer` marks it as marketing, which the law asks to be signed so. */
export interface Letter {
  subject: string;
  greeting: string;
  parts: readonly LetterPart[];
  sender: MailSender;
  footer?: FooterLinks;
}

const textOf = (part: LetterPart) => (typeof part === 'string' ? part : part.text);
const htmlOf = (part: LetterPart) => (typeof part === 'string' ? paragraph(part) : part.html);

/** The email for a letter: paragraphs apart by blank lines in text, one document in HTML. */
export function letterEmail(letter: Letter): EmailContent {
  const { subject, greeting, parts, sender, footer } = letter;
  const signOff = `Ngā mihi,\nThe ${sender.name} team`;
  const text = [greeting, ...parts.map(textOf), signOff]
    .concat(footer ? [marketingFooterText(sender, footer)] : [])
    .map((block) => `${block}\n`)
    .join('\n');
  const html = emailDocument(
    subject,
    heading(subject) +
      paragraph(greeting) +
      parts.map(htmlOf).join('') +
      paragraph(signOff) +
      (footer ? marketingFooterHtml(sender, footer) : ''),
  );
  return { subject, text, html };
}

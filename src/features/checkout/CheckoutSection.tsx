import type { ReactNode } from 'react';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** One card of the checkout under its heading, which names it for screen readers. */
export default function CheckoutSection({
  name,
  title,
  children,
}: {
  /** Makes the heading's id, `checkout-<name>-heading`. */
  name: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `checkout-${name}-heading`;
  return (
    <section aria-labelledby={headingId} className={SECTION_CLASS}>
      <h2 id={headingId} className={SECTION_HEADING_CLASS}>
        {title}
      </h2>
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { AdminLink } from './AdminLink.tsx';

const WIDTHS = { narrow: 'max-w-xl', medium: 'max-w-2xl', full: '' } as const;

/**
 * The frame of every admin screen: an optional link back, the screen's heading (which names
 * the section for screen readers), the screen's main actions beside it, then its content.
 */
export function ScreenFrame({
  title,
  back,
  actions,
  width = 'full',
  children,
}: {
  title: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={WIDTHS[width]}>
      {back ? (
        <p className="mb-2">
          <AdminLink href={back.href} className="font-semibold text-brand-800 underline">
            {back.label}
          </AdminLink>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id={titleId} className="text-2xl font-bold">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

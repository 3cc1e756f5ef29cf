import { AdminLink } from '../AdminLink.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The newsletters area's two screens, as tabs above each: subscribers and campaigns. */
export function NewslettersTabs({ current }: { current: 'subscribers' | 'campaigns' }) {
  const tabs = [
    { id: 'subscribers', href: screenHref('subscribers'), label: 'Subscribers' },
    { id: 'campaigns', href: screenHref('campaigns'), label: 'Campaigns' },
  ] as const;
  return (
    <nav aria-label="Newsletters" className="mb-4 border-b border-stone-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <AdminLink
              href={tab.href}
              aria-current={tab.id === current ? 'page' : undefined}
              className={`inline-block rounded-t-lg px-4 py-2 font-semibold ${
                tab.id === current
                  ? 'border-b-4 border-brand-700 text-brand-800'
                  : 'text-stone-700 hover:text-brand-800'
              }`}
            >
              {tab.label}
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

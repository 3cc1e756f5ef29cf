import { AdminLink } from '../AdminLink.tsx';

const TABS = [
  { id: 'subscribers', href: '/admin/newsletters', label: 'Subscribers' },
  { id: 'campaigns', href: '/admin/newsletters/campaigns', label: 'Campaigns' },
] as const;

/** The Newsletters tab bar: subscribers and campaigns, the current one marked. */
export function NewslettersTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  return (
    <nav aria-label="Newsletters" className="mb-4 flex gap-2 border-b border-stone-200">
      {TABS.map((tab) => (
        <AdminLink
          key={tab.id}
          href={tab.href}
          aria-current={tab.id === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 font-semibold ${
            tab.id === current
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-stone-700 hover:text-brand-800'
          }`}
        >
          {tab.label}
        </AdminLink>
      ))}
    </nav>
  );
}

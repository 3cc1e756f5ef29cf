// The back office's navigation in groups, so a tablet shows one short row of group buttons
// rather than every screen's link. Every link stays in exactly one group.

/** A navigation link: a screen's path and its label. */
export interface NavLink {
  href: string;
  label: string;
}

/** A group of the navigation: its button's label and its links, in navigation order. */
export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** Which group each screen's link belongs to, in the order the groups are shown. */
export const NAV_GROUPS: readonly { label: string; paths: readonly string[] }[] = [
  { label: 'Dashboard', paths: ['/admin/dashboard'] },
  { label: 'Orders', paths: ['/admin/orders', '/admin/standing-orders'] },
  {
    label: 'Catalog',
    paths: ['/admin/products', '/admin/inventory', '/admin/batches', '/admin/recall'],
  },
  {
    label: 'Delivery',
    paths: ['/admin/delivery-zones', '/admin/delivery-slots', '/admin/special-dates'],
  },
  { label: 'Marketing', paths: ['/admin/newsletters', '/admin/marketing'] },
  { label: 'People', paths: ['/admin/customers', '/admin/users'] },
  {
    label: 'Accounts',
    paths: ['/admin/accounts', '/admin/accounts/payouts', '/admin/accounts/gst'],
  },
  { label: 'Settings', paths: ['/admin/settings', '/admin/activity'] },
];

/**
 * The links a role sees, grouped; groups with none of them are left out, and a link no group
 * names gets a group of its own (under its label) so no screen is ever unreachable.
 */
export function groupNavigation(links: readonly NavLink[]): NavGroup[] {
  const grouped = NAV_GROUPS.map(({ label, paths }) => ({
    label,
    links: links.filter((link) => paths.includes(link.href)),
  }));
  const named = new Set(NAV_GROUPS.flatMap((group) => group.paths));
  const loose = links
    .filter((link) => !named.has(link.href))
    .map((link) => ({ label: link.label, links: [link] }));
  return [...grouped, ...loose].filter((group) => group.links.length > 0);
}

/** Whether `path` is the page of `href` or one under it. */
export function isCurrentNav(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The one link the page at `path` belongs to: the most specific that holds it, so a page under
 * two links (/admin/accounts/payouts under Accounts and Payouts) highlights only its own.
 */
export function currentNavHref(path: string, hrefs: readonly string[]): string | null {
  let current: string | null = null;
  for (const href of hrefs) {
    if (isCurrentNav(path, href) && href.length > (current?.length ?? -1)) current = href;
  }
  return current;
}

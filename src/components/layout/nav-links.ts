/** A link of the site navigation. */
export interface NavLink {
  href: string;
  label: string;
}

/** The top navigation's left group: Home, Meals, Recipes. */
export const NAV_LEFT: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/meals', label: 'Meals' },
  { href: '/recipes', label: 'Recipes' },
];

/** The top navigation's right group: Blog, About. */
export const NAV_RIGHT: readonly NavLink[] = [
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
];

/** Where a shopper skips, pauses or changes their standing orders and finds past orders. */
export const MY_DELIVERIES_LINK: NavLink = { href: '/my-deliveries', label: 'My deliveries' };

/** The footer's links, in order, ending with the Admin Portal. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { href: '/meals', label: 'Our Meals' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/about', label: 'About Us' },
  { href: '/#contact', label: 'Contact' },
  { href: '/faq', label: 'FAQ' },
  MY_DELIVERIES_LINK,
  { href: '/admin/login', label: 'Admin Portal' },
];

/** Whether `href` is the current page's item: an exact match, or a section and its sub-pages. */
export function isCurrentLink(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

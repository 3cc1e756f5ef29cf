import { describe, expect, it } from 'vitest';
import {
  FOOTER_LINKS,
  isCurrentLink,
  NAV_LEFT,
  NAV_RIGHT,
} from '../../src/components/layout/nav-links.ts';

describe('navigation links', () => {
  it('has Home, Meals, Recipes on the left and Blog, About on the right', () => {
    expect(NAV_LEFT.map((link) => link.label)).toEqual(['Home', 'Meals', 'Recipes']);
    expect(NAV_RIGHT.map((link) => link.label)).toEqual(['Blog', 'About']);
  });

  it('has the footer links, in order, ending with the Admin Portal', () => {
    expect(FOOTER_LINKS).toEqual([
      { href: '/meals', label: 'Our Meals' },
      { href: '/how-it-works', label: 'How It Works' },
      { href: '/about', label: 'About Us' },
      { href: '/#contact', label: 'Contact' },
      { href: '/faq', label: 'FAQ' },
      { href: '/my-deliveries', label: 'My deliveries' },
      { href: '/admin/login', label: 'Admin Portal' },
    ]);
  });

  it('highlights a section on its own pages and only Home on the home page', () => {
    expect(isCurrentLink('/meals', '/meals/beef-bolognese')).toBe(true);
    expect(isCurrentLink('/meals', '/meals/')).toBe(true);
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('/', '/meals')).toBe(false);
    expect(isCurrentLink('/blog', '/blogroll')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { newsletterPageHtml } from '../../src/lib/newsletters/newsletter-page-shell.ts';
import { siteConfig } from '../../src/server/content/content.ts';

const SITE = siteConfig();

describe('the newsletter pages’ shell', () => {
  const html = newsletterPageHtml('Confirm your subscription', '<h1>Hello</h1>', SITE);

  it('has the site’s favicon, title and no script', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain(`<title>Confirm your subscription | ${SITE.name}</title>`);
    expect(html).not.toMatch(/<script/i);
  });

  it('has the header with the logo linking home and the site’s navigation', () => {
    expect(html).toMatch(/<header class="site-header"><nav class="bar" aria-label="Main">/);
    expect(html).toContain(`<a class="logo" href="/"><svg`);
    for (const href of ['/meals', '/recipes', '/blog', '/about']) {
      expect(html).toContain(`<a href="${href}">`);
    }
    expect(html).toContain('<details class="menu"><summary>Menu</summary>');
  });

  it('has the footer with the address, email, policies and social pages', () => {
    expect(html).toContain(`<a href="mailto:${SITE.email}">${SITE.email}</a>`);
    expect(html).toContain(SITE.address.street);
    expect(html).toContain('<a href="/privacy">Privacy</a>');
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('<main id="main" class="content"><div class="card"><h1>Hello</h1>');
  });

  it('escapes the site’s own text', () => {
    const page = newsletterPageHtml('<x>', '', {
      ...SITE,
      name: 'A & <B>',
      hours: '<i>9-5</i>',
    });
    expect(page).toContain('<title>&lt;x&gt; | A &amp; &lt;B&gt;</title>');
    expect(page).toContain('&lt;i&gt;9-5&lt;/i&gt;');
    expect(page).not.toContain('<B>');
  });
});

// The site's shell for the public newsletter pages a function serves (/newsletter/confirm,
// /unsubscribe): the same header, logo, favicon and footer as BaseLayout, written as plain HTML
// with no script and no React. A function serves them (the one-click unsubscribe POST of RFC 8058
// arrives without an Origin, which Astro's origin check refuses, and each answer depends on a
// signed link), so the page carries one stylesheet of its own, allowed by its hash in the page's
// policy, and the narrow screen's menu is a <details> element that needs no script.
import { NAV_LEFT, NAV_RIGHT, FOOTER_LINKS } from '../../components/layout/nav-links.ts';
import { type SiteConfig } from '../content/content.ts';
import { POLICY_LINKS } from '../content/policies.ts';
import { escapeHtml } from '../emails/html.ts';

/** The pages' one stylesheet: BaseLayout's look (Tailwind's brand, ink and stone colours). */
export const NEWSLETTER_PAGE_STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fff7ed;line-height:1.5;-webkit-font-smoothing:antialiased}',
  'a{color:#9a3412}',
  ':focus-visible{outline:3px solid #9a3412;outline-offset:2px}',
  'ul{list-style:none;margin:0;padding:0}',
  '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}',
  '.site-header{position:sticky;top:0;z-index:30;background:rgba(255,255,255,.95);box-shadow:0 1px 2px rgba(0,0,0,.05)}',
  '.bar{max-width:72rem;margin:0 auto;padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:8px;position:relative}',
  '.logo{display:inline-flex;align-items:center;gap:8px;font-size:1.25rem;font-weight:700;color:#7c2d12;text-decoration:none}',
  '.nav-links{display:none;gap:4px}',
  '.nav-links a,.menu a{display:block;padding:8px 12px;color:#1c1917;text-decoration:none;border-radius:4px}',
  '.nav-links a:hover,.menu a:hover{color:#9a3412}',
  '.shop-now{display:none;border-radius:9999px;background:#9a3412;color:#fff!important;padding:8px 20px;font-size:.875rem;font-weight:600;text-decoration:none;white-space:nowrap}',
  '.end{display:flex;align-items:center;gap:8px}',
  '.menu summary{cursor:pointer;list-style:none;padding:8px;min-height:44px;display:flex;align-items:center;border-radius:4px}',
  '.menu summary::-webkit-details-marker{display:none}',
  '.menu[open] ul{position:absolute;left:0;right:0;top:100%;background:#fff;border-top:1px solid #e7e5e4;padding:8px 16px;box-shadow:0 4px 6px rgba(0,0,0,.08)}',
  '.menu .shop-now{display:inline-block;margin-top:8px}',
  '@media (min-width:768px){.nav-links{display:flex}.menu{display:none}.bar{display:grid;grid-template-columns:1fr auto 1fr}.end{justify-content:flex-end}}',
  '@media (min-width:1024px){.end>.shop-now{display:inline-block}}',
  '.content{flex:1;padding:0 16px}',
  '.card{max-width:36rem;margin:32px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(0,0,0,.05)}',
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 16px;color:#7c2d12;overflow-wrap:anywhere}',
  'h2{font-size:1.125rem;margin:24px 0 8px}',
  'button{font:inherit;font-weight:600;padding:10px 20px;border-radius:9999px;border:2px solid #9a3412;cursor:pointer;min-height:44px}',
  '.primary{background:#9a3412;color:#fff}',
  '.secondary{background:#fff;color:#9a3412}',
  'fieldset{border:0;padding:0;margin:0 0 16px}',
  'label{display:block;margin:4px 0}',
  '.error{color:#b91c1c;font-weight:600}',
  '.site-footer{background:#1c1917;color:#e7e5e4;font-size:.875rem}',
  '.site-footer a{color:inherit}',
  '.site-footer a:hover{color:#fff}',
  '.columns{max-width:72rem;margin:0 auto;padding:48px 16px;display:grid;gap:32px}',
  '.columns li+li{margin-top:8px}',
  '.columns address{margin-top:12px;font-style:normal;line-height:1.6}',
  '.site-footer .title{margin:0 0 8px;font-weight:600;color:#fff}',
  '@media (min-width:640px){.columns{grid-template-columns:repeat(2,1fr)}}',
  '@media (min-width:1024px){.columns{grid-template-columns:repeat(4,1fr)}}',
].join('');

/** The logo's cube, as in Logo.astro and /favicon.svg. */
const LOGO_SVG =
  '<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">' +
  '<rect x="6" y="10" width="48" height="48" rx="10" fill="#7c2d12"></rect>' +
  '<rect x="10" y="6" width="48" height="48" rx="10" fill="#c2410c"></rect>' +
  '<path d="M20 16h22" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"></path>' +
  '</svg>';

function linkItems(links: readonly { href: string; label: string }[]): string {
  return links
    .map(({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`)
    .join('');
}

function headerHtml(site: SiteConfig): string {
  const shopNow = '<a class="shop-now" href="/meals">SHOP NOW</a>';
  return (
    `<header class="site-header"><nav class="bar" aria-label="Main">` +
    `<ul class="nav-links">${linkItems(NAV_LEFT)}</ul>` +
    `<a class="logo" href="/">${LOGO_SVG}<span>${escapeHtml(site.name)}</span></a>` +
    `<div class="end"><ul class="nav-links">${linkItems(NAV_RIGHT)}</ul>${shopNow}` +
    `<details class="menu"><summary>Menu</summary>` +
    `<ul>${linkItems([...NAV_LEFT, ...NAV_RIGHT])}<li>${shopNow}</li></ul></details>` +
    `</div></nav></header>`
  );
}

function footerHtml(site: SiteConfig): string {
  const { name, email, phone, address, hours, foodSafetyRegistration, social } = site;
  const socialItems = social
    .map(
      ({ name: network, url }) =>
        `<li><a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">` +
        `${escapeHtml(network)} <span class="sr-only">(opens in a new tab)</span></a></li>`,
    )
    .join('');
  return (
    `<footer class="site-footer"><div class="columns">` +
    `<div><p class="title">${escapeHtml(name)}</p><address>` +
    `${escapeHtml(address.street)}<br>` +
    `${escapeHtml(`${address.suburb}, ${address.city} ${address.postcode}`)}<br>` +
    `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a><br>` +
    `<a href="tel:${escapeHtml(phone.replaceAll(' ', ''))}">${escapeHtml(phone)}</a><br>` +
    `${escapeHtml(hours)}</address></div>` +
    `<nav aria-label="Footer"><ul>${linkItems(FOOTER_LINKS)}</ul></nav>` +
    `<nav aria-labelledby="footer-policies-heading">` +
    `<p class="title" id="footer-policies-heading">Shop policies</p>` +
    `<ul>${linkItems(POLICY_LINKS)}</ul></nav>` +
    `<div><p class="title">Follow us</p><ul>${socialItems}</ul>` +
    `<p>${escapeHtml(foodSafetyRegistration)}</p>` +
    `<p>© ${new Date().getFullYear()} ${escapeHtml(name)}. Prices in NZD and include GST.</p></div>` +
    `</div></footer>`
  );
}

/**
 * A public newsletter page in the site's shell: favicon, header, `mainHtml` (already escaped)
 * in a card, and the footer with the shop's address and email.
 */
export function newsletterPageHtml(title: string, mainHtml: string, site: SiteConfig): string {
  return (
    `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<meta name="theme-color" content="#9a3412">` +
    `<style>${NEWSLETTER_PAGE_STYLE}</style></head><body>` +
    headerHtml(site) +
    `<main id="main" class="content"><div class="card">${mainHtml}</div></main>` +
    footerHtml(site) +
    `</body></html>`
  );
}

import { describe, expect, it } from 'vitest';
import { SITEMAP_FIXED_PATHS, sitemapPaths, sitemapXml } from '../../src/lib/content/sitemap.ts';

describe('the sitemap', () => {
  it('lists the policy pages and leaves out checkout, admin and the logo concepts', () => {
    for (const path of ['/terms', '/privacy', '/refunds', '/delivery']) {
      expect(SITEMAP_FIXED_PATHS).toContain(path);
    }
    for (const path of ['/checkout', '/order-confirmation', '/admin', '/logo-concepts']) {
      expect(SITEMAP_FIXED_PATHS).not.toContain(path);
    }
  });

  it('adds the meals, recipes and posts after the fixed pages', () => {
    const paths = sitemapPaths({
      mealIds: ['beef-bolognese'],
      recipeIds: ['two-sauce-family-lasagne'],
      blogSlugs: ['weeknight-dinner-plan'],
    });
    expect(paths.slice(SITEMAP_FIXED_PATHS.length)).toEqual([
      '/meals/beef-bolognese',
      '/recipes/two-sauce-family-lasagne',
      '/blog/weeknight-dinner-plan',
    ]);
  });

  it('writes absolute, escaped addresses on the origin', () => {
    const xml = sitemapXml(['/', '/terms', '/blog/fish&chips'], 'https://cubekitchen.co.nz');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('<url><loc>https://cubekitchen.co.nz/</loc></url>');
    expect(xml).toContain('<url><loc>https://cubekitchen.co.nz/terms</loc></url>');
    expect(xml).toContain('<loc>https://cubekitchen.co.nz/blog/fish&amp;chips</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import site from '../../content/site.json' with { type: 'json' };
import {
  POLICY_LINKS,
  PolicyPageSchema,
  policyLink,
  policyUrl,
} from '../../src/lib/content/policies.ts';

const directory = new URL('../../content/policies/', import.meta.url);

const valid = {
  title: 'Terms of sale',
  description: 'The terms for buying frozen meals online, and your rights under New Zealand law.',
  updatedAt: '2026-11-25',
};

/** Frontmatter and body of a policy file; its frontmatter is flat `key: value` lines only. */
function readPolicy(name: string): { data: Record<string, string>; body: string } {
  const source = readFileSync(new URL(name, directory), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${name} has no frontmatter`);
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^(\w+):\s*(.+)$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined) throw new Error(`${name}: cannot read "${line}"`);
    data[pair[1]] = pair[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: match[2] ?? '' };
}

const files = readdirSync(directory).filter((name) => name.endsWith('.mdx'));

describe('PolicyPageSchema', () => {
  it('accepts a title, a description and the day it was last updated, as a date', () => {
    const page = PolicyPageSchema.parse(valid);
    expect(page.updatedAt).toEqual(new Date('2026-11-25T00:00:00.000Z'));
  });

  it.each([
    ['no last-updated date', { ...valid, updatedAt: undefined }],
    ['a date that is not one', { ...valid, updatedAt: 'last week' }],
    ['an empty title', { ...valid, title: '  ' }],
    ['a description too short to say anything', { ...valid, description: 'Our terms.' }],
    ['a description search results would cut off', { ...valid, description: 'x'.repeat(161) }],
  ])('refuses %s', (_, frontmatter) => {
    expect(PolicyPageSchema.safeParse(frontmatter).success).toBe(false);
  });
});

describe('the committed policy pages', () => {
  it('are exactly the four the footer, checkout and emails link to', () => {
    expect(files.map((name) => name.replace(/\.mdx$/, '')).sort()).toEqual(
      POLICY_LINKS.map((link) => link.slug).sort(),
    );
  });

  it.each(files)('%s has valid frontmatter and real text', (name) => {
    const { data, body } = readPolicy(name);
    expect(PolicyPageSchema.safeParse(data).error).toBeUndefined();
    expect(body).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|placeholder/i);
    expect(body.split(/\s+/).length).toBeGreaterThan(250);
    // The shop's details come from content/site.json through <ShopDetail>, never typed twice.
    for (const typed of [site.email, site.phone, site.address.street]) {
      expect(body).not.toContain(typed);
    }
  });

  it('the terms name the shopper rights laws, the privacy page the Privacy Act and Commissioner', () => {
    const terms = readPolicy('terms.mdx').body;
    expect(terms).toContain('Consumer Guarantees Act 1993');
    expect(terms).toContain('Fair Trading Act 1986');
    expect(terms).toMatch(/include GST/);
    expect(terms).toContain('<ShopDetail field="address" />');
    const privacy = readPolicy('privacy.mdx').body;
    expect(privacy).toContain('Privacy Act 2020');
    expect(privacy).toContain('Privacy Commissioner');
    expect(privacy).toMatch(/Stripe/);
    expect(readPolicy('refunds.mdx').body).toMatch(/original payment method/);
  });

  it('the delivery text types no fee, minimum or window: those come from the live zones', () => {
    const body = readPolicy('delivery.mdx').body;
    expect(body).not.toMatch(/\$\d/);
    expect(body).not.toMatch(/\d(?::\d\d)?\s?(?:am|pm)\b/i);
  });
});

describe('policy links', () => {
  it('give each page its route and an absolute address on the shop origin', () => {
    expect(policyLink('refunds')).toEqual({ slug: 'refunds', href: '/refunds', label: 'Refunds' });
    expect(policyUrl('terms', 'https://cubekitchen.co.nz')).toBe('https://cubekitchen.co.nz/terms');
    expect(policyUrl('delivery', 'https://deploy-preview-7--cube.netlify.app/')).toBe(
      'https://deploy-preview-7--cube.netlify.app/delivery',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FaqSchema, SiteConfigSchema, TestimonialSchema } from '../../src/lib/content/content.ts';
import faqs from '../../content/faqs.json' with { type: 'json' };
import site from '../../content/site.json' with { type: 'json' };
import testimonials from '../../content/testimonials.json' with { type: 'json' };

const testimonial = {
  id: 'aroha',
  content: 'My kids love the Super Veg Sauce.',
  rating: 5,
  name: 'Aroha T., Papamoa',
};

const faq = { id: 'how-to-heat', question: 'How do I heat it?', answer: 'In a saucepan.' };

const siteConfig = {
  name: 'Cube Kitchen',
  tagline: 'Chef-made sauce cubes.',
  email: 'hello@cubekitchen.co.nz',
  phone: '07 572 0193',
  address: { street: '24 Te Okuroa Drive', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
  hours: 'Monday to Friday, 9am to 5pm',
  foodSafetyRegistration: 'TCC-FCP-10482',
  freeDeliveryAreas: ['Papamoa'],
  social: [{ name: 'Instagram', url: 'https://www.instagram.com/cubekitchennz', handle: '@ck' }],
};

describe('TestimonialSchema', () => {
  it('accepts a testimonial', () => {
    expect(TestimonialSchema.parse(testimonial)).toEqual(testimonial);
  });

  it.each([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])('accepts the half-star rating %s', (rating) => {
    expect(TestimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(true);
  });

  it.each([0, -0.5, 5.5, 6, 0.25, 4.3, 4.75, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects the rating %s',
    (rating) => {
      expect(TestimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(false);
    },
  );

  it('explains that ratings go in half stars', () => {
    const result = TestimonialSchema.safeParse({ ...testimonial, rating: 3.2 });
    expect(result.error?.issues.find((i) => i.path[0] === 'rating')?.message).toBe(
      'Ratings go in half stars',
    );
  });

  it('rejects a rating given as text', () => {
    expect(TestimonialSchema.safeParse({ ...testimonial, rating: '5' }).success).toBe(false);
  });

  it('rejects blank content or name and a missing id', () => {
    expect(TestimonialSchema.safeParse({ ...testimonial, content: '   ' }).success).toBe(false);
    expect(TestimonialSchema.safeParse({ ...testimonial, name: '' }).success).toBe(false);
    expect(TestimonialSchema.safeParse({ ...testimonial, id: '' }).success).toBe(false);
  });

  it('trims content and name', () => {
    const parsed = TestimonialSchema.parse({ ...testimonial, content: ' Great. ', name: ' Sam ' });
    expect(parsed.content).toBe('Great.');
    expect(parsed.name).toBe('Sam');
  });
});

describe('FaqSchema', () => {
  it('accepts a question and answer', () => {
    expect(FaqSchema.parse(faq)).toEqual(faq);
  });

  it('rejects a blank question or answer and a missing id', () => {
    expect(FaqSchema.safeParse({ ...faq, question: ' ' }).success).toBe(false);
    expect(FaqSchema.safeParse({ ...faq, answer: '' }).success).toBe(false);
    expect(FaqSchema.safeParse({ question: faq.question, answer: faq.answer }).success).toBe(false);
  });
});

describe('SiteConfigSchema', () => {
  it('accepts complete site details', () => {
    expect(SiteConfigSchema.parse(siteConfig)).toEqual(siteConfig);
  });

  it('requires a valid email', () => {
    expect(SiteConfigSchema.safeParse({ ...siteConfig, email: 'hello' }).success).toBe(false);
  });

  it.each(['311', '31180', 'abcd', ''])('rejects the postcode %j', (postcode) => {
    const address = { ...siteConfig.address, postcode };
    expect(SiteConfigSchema.safeParse({ ...siteConfig, address }).success).toBe(false);
  });

  it('requires at least one free delivery area', () => {
    expect(SiteConfigSchema.safeParse({ ...siteConfig, freeDeliveryAreas: [] }).success).toBe(
      false,
    );
  });

  it('allows no social links but requires valid URLs for those given', () => {
    expect(SiteConfigSchema.safeParse({ ...siteConfig, social: [] }).success).toBe(true);
    const social = [{ name: 'Facebook', url: 'not a url', handle: 'ck' }];
    expect(SiteConfigSchema.safeParse({ ...siteConfig, social }).success).toBe(false);
    const script = [{ name: 'Facebook', url: 'javascript:alert(1)', handle: 'ck' }];
    expect(SiteConfigSchema.safeParse({ ...siteConfig, social: script }).success).toBe(false);
  });
});

describe('committed content files', () => {
  it('content/testimonials.json parses', () => {
    expect(TestimonialSchema.array().safeParse(testimonials).success).toBe(true);
  });

  it('has at least 6 testimonials, with at least one half-star rating', () => {
    const parsed = TestimonialSchema.array().parse(testimonials);
    expect(parsed.length).toBeGreaterThanOrEqual(6);
    expect(parsed.some((t) => !Number.isInteger(t.rating))).toBe(true);
  });

  it('has unique testimonial ids', () => {
    const ids = TestimonialSchema.array()
      .parse(testimonials)
      .map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('content/faqs.json parses and has at least 8 FAQs with unique ids', () => {
    const parsed = FaqSchema.array().parse(faqs);
    expect(parsed.length).toBeGreaterThanOrEqual(8);
    const ids = parsed.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('content/site.json parses', () => {
    const result = SiteConfigSchema.safeParse(site);
    expect(result.error).toBeUndefined();
    expect(result.data?.name).toBe('Cube Kitchen');
  });
});

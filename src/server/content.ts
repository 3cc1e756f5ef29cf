import faqsFile from '../../content/faqs.json' with { type: 'json' };
import siteFile from '../../content/site.json' with { type: 'json' };
import testimonialsFile from '../../content/testimonials.json' with { type: 'json' };
import {
  FaqSchema,
  SiteConfigSchema,
  TestimonialSchema,
  type Faq,
  type SiteConfig,
  type Testimonial,
} from '../lib/content.ts';

// Editors commit these files; pages read them through Astro's content collections and the API
// through these imports, both validated by the same schemas.

/** The testimonials of content/testimonials.json, in the order editors wrote them. */
export function listTestimonials(): Testimonial[] {
  return TestimonialSchema.array().parse(testimonialsFile);
}

/** The questions of content/faqs.json, in the order editors wrote them. */
export function listFaqs(): Faq[] {
  return FaqSchema.array().parse(faqsFile);
}

/** The shop's details from content/site.json. */
export function siteConfig(): SiteConfig {
  return SiteConfigSchema.parse(siteFile);
}

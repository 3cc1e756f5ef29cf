import faqsFile from '../../../content/faqs.json' with { type: 'json' };
import siteFile from '../../../content/site.json' with { type: 'json' };
import stockistsFile from '../../../content/stockists.json' with { type: 'json' };
import testimonialsFile from '../../../content/testimonials.json' with { type: 'json' };
import {
  FaqSchema,
  SiteConfigSchema,
  TestimonialSchema,
  type Faq,
  type SiteConfig,
  type Testimonial,
} from '../../lib/content/content.ts';
import { StockistSchema, type Stockist } from '../../lib/content/editorial.ts';

// Editors commit these files. Pages (at build time) and the API read them through these
// imports, validated by the same schemas, in the order the editors wrote them.

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

/** The stockists of content/stockists.json, nearest to the kitchen first as editors listed them. */
export function listStockists(): Stockist[] {
  return StockistSchema.array().parse(stockistsFile);
}

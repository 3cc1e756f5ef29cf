import { z } from 'zod';

/** A customer's words about the shop; ratings go in half stars from 0.5 to 5. */
export const TestimonialSchema = z.object({
  id: z.string().min(1),
  content: z.string().trim().min(1),
  rating: z
    .number()
    .min(0.5)
    .max(5)
    .refine((rating) => Number.isInteger(rating * 2), 'Ratings go in half stars'),
  name: z.string().trim().min(1),
});
export type Testimonial = z.output<typeof TestimonialSchema>;

/** One question of the FAQ, as editors write it in content/faqs.json. */
export const FaqSchema = z.object({
  id: z.string().min(1),
  question: z.string().trim().min(1),
  answer: z.string().trim().min(1),
});
export type Faq = z.output<typeof FaqSchema>;

/** The shop's own details, shown in the footer and contact section, kept by editors in content/. */
export const SiteConfigSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    suburb: z.string().min(1),
    city: z.string().min(1),
    postcode: z.string().regex(/^\d{4}$/),
  }),
  hours: z.string().min(1),
  foodSafetyRegistration: z.string().min(1),
  freeDeliveryAreas: z.array(z.string().min(1)).min(1),
  social: z.array(
    z.object({ name: z.string().min(1), url: z.httpUrl(), handle: z.string().min(1) }),
  ),
});
export type SiteConfig = z.output<typeof SiteConfigSchema>;

/** The shop's postal address on one line: "24 Te Okuroa Drive, Papamoa, Tauranga 3118". */
export function shopAddressLine({ street, suburb, city, postcode }: SiteConfig['address']): string {
  return `${street}, ${suburb}, ${city} ${postcode}`;
}

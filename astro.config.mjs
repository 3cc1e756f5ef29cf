// @ts-check
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { createHash } from 'node:crypto';
import { DISMISSED_BANNER_SCRIPT } from './src/lib/marketing/dismissed-banner-script.ts';
import { CHECKOUT_FRAME_SCRIPT } from './src/lib/checkout/checkout-frame-script.ts';
import { BLOG_MEAL_NAMES } from './src/server/content/meal-names.ts';
import { mealLinksPlugin } from './src/server/content/meal-links-plugin.ts';
import { devPlatformIntegration } from './src/server/dev/astro-dev-platform.ts';
import { netlifyCliGuard } from './src/server/dev/netlify-cli-guard.ts';
import { NETLIFY_DEV_FEATURES } from './src/server/dev/netlify-functions-emulation.ts';
import { securityIntegration } from './src/server/http/astro-security.ts';
import { adminScreensWithoutPreloadLists } from './src/server/build/admin-screen-preload.ts';
import { PAGE_CSP_DIRECTIVES } from './src/server/http/security-headers.ts';

// Pages are static by default; a page that must show live data opts out with `prerender = false`.
// Every page gets a Content-Security-Policy with the hashes of the scripts and styles Astro
// inlines (a <meta> on static pages, a header on pages rendered on demand); the other security
// headers come from src/server/http/security-headers.ts (see the README's "Security headers").
export default defineConfig({
  site: process.env.URL ?? 'http://localhost:4321',
  // `astro dev` emulates these Netlify features, and not Functions (see the file).
  adapter: netlify({ devFeatures: NETLIFY_DEV_FEATURES }),
  // Under `netlify dev` the shop stops at once and names `npm run dev` (netlify-cli-guard.ts).
  integrations: [
    netlifyCliGuard(),
    react(),
    mdx(),
    securityIntegration(),
    devPlatformIntegration(),
  ],
  security: {
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      // The inline scripts Astro does not bundle (and so does not hash): BaseLayout's head and
      // the checkout's frame.
      scriptDirective: {
        hashes: [
          `sha256-${createHash('sha256').update(DISMISSED_BANNER_SCRIPT).digest('base64')}`,
          `sha256-${createHash('sha256').update(CHECKOUT_FRAME_SCRIPT).digest('base64')}`,
        ],
      },
    },
  },
  // Shiki colours code with inline style attributes, which the policy refuses; Prism uses classes.
  markdown: {
    syntaxHighlight: 'prism',
    // Blog posts link each meal's first mention to its page (src/server/content/meal-links-plugin.ts).
    processor: satteri({
      hastPlugins: [mealLinksPlugin({ meals: BLOG_MEAL_NAMES, under: '/content/blog/' })],
    }),
  },
  vite: {
    // Back-office screens load without preload lists (the file says why).
    plugins: [tailwindcss(), adminScreensWithoutPreloadLists()],
  },
});

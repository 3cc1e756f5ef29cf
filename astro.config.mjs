// @ts-check
import mdx from '@astrojs/mdx';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Pages are static by default; a page that must show live data opts out with `prerender = false`.
export default defineConfig({
  site: process.env.URL ?? 'http://localhost:4321',
  adapter: netlify(),
  integrations: [react(), mdx()],
  vite: {
    plugins: [tailwindcss()],
  },
});

import { defineMiddleware } from 'astro:middleware';
import { applyPageSecurityHeaders } from './server/http/security-headers.ts';
import { prepareDeployData } from './server/seed/deploy-seed.ts';

/**
 * Pages rendered on demand (meals, the 404 and 500 pages) come from the SSR function, which
 * Netlify's `_headers` rules do not reach, so they get the page security headers here. Their
 * own policy is Astro's hashed one, sent as a header; the header-only directives join it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // A preview's own store gets the launch catalogue before a page reads it.
  if (!context.isPrerendered) await prepareDeployData();
  const response = await next();
  if (context.isPrerendered) return response;
  try {
    applyPageSecurityHeaders(response.headers);
    return response;
  } catch {
    // Headers of some responses (Response.redirect, fetch answers) are immutable: copy them.
    const headers = new Headers(response.headers);
    applyPageSecurityHeaders(headers);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
});

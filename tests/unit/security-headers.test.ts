import { describe, expect, it } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  STATIC_HEADER_RULES,
} from '../../src/server/http/netlify-headers-file.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  API_SECURITY_HEADERS,
  applyPageSecurityHeaders,
  mergeCsp,
  PAGE_CSP_DIRECTIVES,
  PAGE_HEADER_CSP,
  PAGE_SECURITY_HEADERS,
} from '../../src/server/http/security-headers.ts';

describe('the policies', () => {
  it('never allow inline or eval-ed scripts, and no page may be framed', () => {
    for (const policy of [
      PAGE_CSP_DIRECTIVES.join('; '),
      PAGE_HEADER_CSP,
      API_SECURITY_HEADERS['Content-Security-Policy'] ?? '',
    ]) {
      expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)/);
    }
    expect(PAGE_HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(API_SECURITY_HEADERS['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('keep fetch directives out of the page header, where they would block hashed scripts', () => {
    const names = PAGE_HEADER_CSP.split(';').map((directive) => directive.trim().split(' ')[0]);
    expect(names).not.toContain('default-src');
    expect(names.filter((name) => name?.startsWith('script-src'))).toEqual([]);
    expect(names.filter((name) => name?.startsWith('style-src'))).toEqual([]);
  });

  it('send HSTS for at least a year with subdomains, nosniff and a referrer policy everywhere', () => {
    for (const headers of [API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS]) {
      const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(headers['Strict-Transport-Security']).toContain('includeSubDomains');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('mergeCsp', () => {
  it('adds only the directives the policy lacks', () => {
    expect(
      mergeCsp(
        "default-src 'self'; object-src 'none';",
        "frame-ancestors 'none'; object-src 'self'",
      ),
    ).toBe("default-src 'self'; object-src 'none'; frame-ancestors 'none'");
  });

  it('compares directive names without regard to case', () => {
    expect(mergeCsp("Frame-Ancestors 'self'", "frame-ancestors 'none'")).toBe(
      "Frame-Ancestors 'self'",
    );
  });
});

describe('applyPageSecurityHeaders', () => {
  it("completes a page's own hashed policy instead of replacing it", () => {
    const headers = new Headers({
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    applyPageSecurityHeaders(headers);
    const policy = headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-abc='; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers.get('Strict-Transport-Security')).toBe(
      PAGE_SECURITY_HEADERS['Strict-Transport-Security'],
    );
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('gives a page without a policy the header policy', () => {
    const headers = new Headers();
    applyPageSecurityHeaders(headers);
    expect(headers.get('Content-Security-Policy')).toBe(PAGE_HEADER_CSP);
    expect(headers.get('Permissions-Policy')).toBe(PAGE_SECURITY_HEADERS['Permissions-Policy']);
  });
});

describe('json', () => {
  it('keeps the security headers even when a caller passes its own', () => {
    const response = json({}, 200, {
      'Content-Security-Policy': 'default-src *',
      'Cache-Control': 'public, max-age=60',
    });
    expect(response.headers.get('Content-Security-Policy')).toBe(
      API_SECURITY_HEADERS['Content-Security-Policy'],
    );
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});

describe('the _headers file', () => {
  it('reads back exactly the rules it was written from', () => {
    const text = renderHeadersFile(STATIC_HEADER_RULES);
    expect(text).toMatch(/^# /);
    expect(parseHeadersFile(text)).toEqual(STATIC_HEADER_RULES);
  });

  it('gives every static path the page security headers', () => {
    for (const path of ['/', '/about/', '/_astro/index.abc123.js', '/images/meals/x.svg']) {
      expect(headersForPath(STATIC_HEADER_RULES, path)).toEqual(PAGE_SECURITY_HEADERS);
    }
  });

  it('matches exact paths with or without a trailing slash, and lets later rules win', () => {
    const rules = parseHeadersFile(
      '/*\n  X-One: a\n  X-Two: a\n\n/about/\n  X-Two: b\n\n# a comment\n/blog/*\n  X-Three: c\n',
    );
    expect(headersForPath(rules, '/about')).toEqual({ 'X-One': 'a', 'X-Two': 'b' });
    expect(headersForPath(rules, '/faq')).toEqual({ 'X-One': 'a', 'X-Two': 'a' });
    expect(headersForPath(rules, '/blog/post')).toEqual({
      'X-One': 'a',
      'X-Two': 'a',
      'X-Three': 'c',
    });
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-One: a\n')).toThrow(/Unexpected line/);
  });
});

// The compose screen's preview frame shows the email as subscribers get it: the very HTML the
// sender sends, under a policy made for email (inline styles, images over https or from the
// shop), not the admin page's, which blocks both.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import campaignsHandler from '../../netlify/functions/admin-campaigns.mts';
import previewFrame, { config } from '../../netlify/functions/campaign-preview-frame.mts';
import { CAMPAIGN_PREVIEW_FRAME_PATH } from '../../src/lib/admin/areas/campaigns.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(seedShop);

// No SMTP_URL: emails are kept in the outbox, as under `npm run dev`.
beforeAll(() => {
  vi.stubEnv('SMTP_URL', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const DRAFT = {
  subject: 'Frame check',
  previewText: 'Cold nights',
  bodyMarkdown: '# Kia ora {{name}}\n\nOur **winter** range is here.\n\n- Beef\n- Veg',
  mealCards: ['beef-bolognese'],
  audience: { kind: 'everyone' },
};

/** Posts a draft into the frame as the compose screen's form does; the page it answers. */
async function postFrame(headers: Record<string, string>, draft: unknown = DRAFT) {
  const response = await previewFrame(
    new Request(new URL(CAMPAIGN_PREVIEW_FRAME_PATH, SITE_ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ draft: JSON.stringify(draft) }).toString(),
    }),
    { ip: newClientIp(), params: {}, waitUntil: () => undefined },
  );
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The policy's directives by name, e.g. `img-src` → `["https:", "http://…"]`. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The email apart from each recipient's own unsubscribe link (its signed token). */
const withoutUnsubscribeLinks = (html: string) =>
  html.replace(/\/unsubscribe\?token=[^"\s<]+/g, '/unsubscribe?token=…');

describe('the campaign preview frame', () => {
  it('serves at the path the compose screen posts to', () => {
    expect(config.path).toBe(CAMPAIGN_PREVIEW_FRAME_PATH);
  });

  it('is the HTML the sender sends, under a policy made for email', async () => {
    const frame = await postFrame(team.admin);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = directives(frame.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(['https:', SITE_ORIGIN]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.has('script-src')).toBe(false);
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // The same draft saved and sent as a test: the message is the frame's page.
    const created = await call(campaignsHandler, '/api/admin/campaigns', {
      json: DRAFT,
      headers: team.admin,
    });
    const { id } = created.body as { id: string };
    const sent = await call(campaignsHandler, `/api/admin/campaigns/${id}/test`, {
      json: { to: 'owner@example.com' },
      headers: team.admin,
      params: { id },
    });
    expect(sent.status).toBe(200);
    const message = (await outbox.list()).find((kept) => kept.subject === '[Test] Frame check');
    expect(message).toBeDefined();
    expect(withoutUnsubscribeLinks(frame.html)).toBe(withoutUnsubscribeLinks(message?.html ?? ''));
  });

  it('lets every image and style of the email through, and no script', async () => {
    const { html, headers } = await postFrame(team.admin);
    const allowedImages = directives(headers.get('content-security-policy')).get('img-src') ?? [];
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map(([, src = '']) => src);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      const url = new URL(src.replaceAll('&amp;', '&'));
      expect(allowedImages.includes(url.protocol) || allowedImages.includes(url.origin), src).toBe(
        true,
      );
    }
    expect(html).toContain('style="');
    expect(html).not.toMatch(/<script/i);
  });

  it('shows staff the preview too, and anyone else a notice saying why not', async () => {
    expect((await postFrame(team.staff)).status).toBe(200);
    const signedOut = await postFrame({ origin: SITE_ORIGIN });
    expect(signedOut.status).toBe(401);
    expect(signedOut.html).toContain('Sign in again to see the preview.');
    expect(signedOut.html).not.toContain('Kia ora');
    const crossSite = await postFrame({ ...team.admin, ...CROSS_SITE });
    expect(crossSite.status).toBe(403);
    const empty = await postFrame(team.admin, { subject: '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write a subject and the email to see it here.');
  });
});

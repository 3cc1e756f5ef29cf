import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import handler from '../../netlify/functions/admin-campaigns.mts';
import schedulerHandler from '../../netlify/functions/campaign-scheduler.mts';
import backgroundHandler from '../../netlify/functions/campaign-sender-background.mts';
import { auditLog } from '../../src/server/audit.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import {
  CAMPAIGN_SENDER_PATH,
  KICK_SIGNATURE_HEADER,
  kickSignature,
} from '../../src/server/newsletters/campaigns/campaign-kick.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  subscribe,
  subscriberId,
  unsubscribe,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { scheduledKickHeaders } from '../../src/server/http/scheduled-function.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(async () => {
  await seedShop();
  await subscribe(
    { email: 'ana@example.com', name: 'Ana Lee', preferences: ['recipes'] },
    'newsletter-form',
  );
  await subscribe(
    { email: 'ben@example.com', name: 'Ben', preferences: ['events'] },
    'newsletter-form',
  );
  await subscribe(
    { email: 'cat@example.com', name: 'Cat', preferences: ['recipes'] },
    'newsletter-form',
  );
  await unsubscribe(subscriberId('cat@example.com'), { via: 'link' });
});

// No SMTP_URL: emails are kept in the outbox, as under `npm run dev`.
beforeAll(() => {
  vi.stubEnv('SMTP_URL', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const api = callerOf(handler);

const DRAFT = {
  subject: 'Winter warmers',
  previewText: 'Three new meals',
  bodyMarkdown: '# Kia ora {{name}}\n\nOur **winter** range is here.',
  mealCards: ['beef-bolognese'],
  audience: { kind: 'preferences', preferences: ['recipes'] },
};

interface CampaignAnswer {
  id: string;
  status: string;
  revision: number;
  sendAt?: string;
}

async function newCampaign(draft: object = DRAFT): Promise<CampaignAnswer> {
  const { status, body } = await api('/api/admin/campaigns', { json: draft, headers: team.admin });
  expect(status).toBe(201);
  return body as CampaignAnswer;
}

// 401, 403 to staff and cross-site for every route: admin-route-guards.test.ts.
describe('campaigns API: who may use it', () => {
  it('lets staff read campaigns, progress and previews but change nothing', async () => {
    const campaign = await newCampaign();
    const params = { id: campaign.id };
    const path = `/api/admin/campaigns/${campaign.id}`;
    expect((await api('/api/admin/campaigns', { headers: team.staff })).status).toBe(200);
    expect((await api(path, { headers: team.staff, params })).status).toBe(200);
    expect((await api(`${path}/progress`, { headers: team.staff, params })).status).toBe(200);
    expect((await api(`${path}/audience`, { headers: team.staff, params })).status).toBe(200);
    expect(
      (await api('/api/admin/campaigns/preview', { json: DRAFT, headers: team.staff })).status,
    ).toBe(200);
    const writes = [
      api('/api/admin/campaigns', { json: DRAFT, headers: team.staff }),
      api(path, { method: 'PUT', json: { ...DRAFT, revision: 1 }, headers: team.staff, params }),
      api(path, { method: 'DELETE', headers: team.staff, params }),
      api(`${path}/test`, { json: { to: 'me@example.com' }, headers: team.staff, params }),
      api(`${path}/send`, { json: {}, headers: team.staff, params }),
    ];
    for (const write of await Promise.all(writes)) expect(write.status).toBe(403);
  });
});

describe('campaigns API: drafts', () => {
  it('creates, lists, reads, edits and deletes a draft, each change in the audit log', async () => {
    const campaign = await newCampaign();
    expect(campaign).toMatchObject({ status: 'draft', revision: 1, subject: 'Winter warmers' });
    const list = await api('/api/admin/campaigns', { headers: team.admin });
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          campaign: expect.objectContaining({ id: campaign.id }) as unknown,
          progress: {
            status: 'draft',
            recipients: 0,
            sent: 0,
            kept: 0,
            failed: 0,
            skipped: 0,
            left: 0,
            unsubscribes: 0,
          },
        }),
      ]),
    );
    const path = `/api/admin/campaigns/${campaign.id}`;
    const params = { id: campaign.id };
    const edited = await api(path, {
      method: 'PUT',
      json: { ...DRAFT, subject: 'Winter is here', revision: 1 },
      headers: team.admin,
      params,
    });
    expect(edited.body).toMatchObject({ subject: 'Winter is here', revision: 2 });
    const stale = await api(path, {
      method: 'PUT',
      json: { ...DRAFT, subject: 'Lost edit', revision: 1 },
      headers: team.admin,
      params,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'stale_campaign' });
    expect((await api(path, { method: 'DELETE', headers: team.admin, params })).body).toEqual({
      id: campaign.id,
      deleted: true,
    });
    expect((await api(path, { headers: team.admin, params })).status).toBe(404);
    const actions = (await auditLog.list())
      .filter((entry) => entry.target === `campaigns/${campaign.id}`)
      .map((entry) => entry.action);
    expect(actions).toEqual(['campaign.create', 'campaign.update', 'campaign.delete']);
  });

  it('counts the audience from the subscriber list: subscribed and with a chosen topic', async () => {
    const recipes = await newCampaign();
    const everyone = await newCampaign({ ...DRAFT, audience: { kind: 'everyone' } });
    const count = async (id: string) =>
      (await api(`/api/admin/campaigns/${id}/audience`, { headers: team.admin, params: { id } }))
        .body;
    // Ana (recipes) and Ben (events); Cat unsubscribed. No SMTP_URL here: a send would only
    // fill the outbox, and the answer says so for the send panel's warning.
    expect(await count(recipes.id)).toEqual({ count: 1, mailServer: false });
    expect(await count(everyone.id)).toEqual({ count: 2, mailServer: false });
  });

  it('answers 400 with a message beside each field', async () => {
    const { status, body } = await api('/api/admin/campaigns', {
      json: {
        subject: '',
        bodyMarkdown: '',
        mealCards: ['../etc'],
        audience: { kind: 'preferences', preferences: [] },
      },
      headers: team.admin,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        subject: 'Write a subject',
        bodyMarkdown: 'Write the email',
        'audience.preferences': 'Choose at least one topic, or send to everyone',
      },
    });
  });

  it('previews the email as sent: escaped Markdown, the meal card, the footer', async () => {
    const { status, body } = await api('/api/admin/campaigns/preview', {
      json: { ...DRAFT, bodyMarkdown: 'Hi {{name}} <script>alert(1)</script>' },
      headers: team.admin,
    });
    expect(status).toBe(200);
    const { html, text } = body as { html: string; text: string };
    expect(html).toContain('Hi Alex &lt;script&gt;');
    expect(html).toContain('Beef Bolognese');
    expect(html).toContain('http://localhost:4321/meals/beef-bolognese');
    expect(text).toContain(
      'Unsubscribe or change what you get from us: http://localhost:4321/unsubscribe?token=',
    );
  });
});

describe('campaigns API: test, send, schedule, progress', () => {
  it('sends a test to one address with "[Test]" in the subject', async () => {
    const campaign = await newCampaign();
    const { status, body } = await api(`/api/admin/campaigns/${campaign.id}/test`, {
      json: { to: 'owner@example.com' },
      headers: team.admin,
      params: { id: campaign.id },
    });
    expect(status).toBe(200);
    // No SMTP_URL in tests: the test email only reached the outbox, and the answer says so.
    expect(body).toEqual({
      message:
        'Test email saved to the outbox, not sent to owner@example.com: no mail server is set up (SMTP_URL).',
      delivery: 'kept',
    });
    const kept = (await outbox.list()).find(
      (message) => message.subject === '[Test] Winter warmers',
    );
    expect(kept?.to).toEqual(['owner@example.com']);
    expect(kept?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const bad = await api(`/api/admin/campaigns/${campaign.id}/test`, {
      json: { to: 'not an address' },
      headers: team.admin,
      params: { id: campaign.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { to: expect.any(String) as string } });
  });

  it('sends to the audience once: a second send is 409, the campaign cannot change any more', async () => {
    const campaign = await newCampaign({ ...DRAFT, subject: 'Recipes only' });
    const params = { id: campaign.id };
    const send = await api(`/api/admin/campaigns/${campaign.id}/send`, {
      json: {},
      headers: team.admin,
      params,
    });
    expect(send.status).toBe(200);
    expect(send.body).toMatchObject({ status: 'sending' });
    // The send route started the sender after its answer; `call` waits for it.
    const progress = await api(`/api/admin/campaigns/${campaign.id}/progress`, {
      headers: team.admin,
      params,
    });
    expect(progress.body).toEqual({
      status: 'sent',
      recipients: 1,
      // No mail server: Ana's email is in the outbox, counted as kept and never as sent.
      sent: 0,
      kept: 1,
      failed: 0,
      skipped: 0,
      left: 0,
      unsubscribes: 0,
    });
    const kept = (await outbox.list()).filter((message) => message.subject === 'Recipes only');
    expect(kept.map((message) => message.to)).toEqual([['ana@example.com']]);
    expect(kept[0]?.text).toContain('# Kia ora Ana');
    const again = await api(`/api/admin/campaigns/${campaign.id}/send`, {
      json: {},
      headers: team.admin,
      params,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'campaign_already_sending' });
    const edit = await api(`/api/admin/campaigns/${campaign.id}`, {
      method: 'PUT',
      json: { ...DRAFT, revision: 3 },
      headers: team.admin,
      params,
    });
    expect(edit.status).toBe(409);
    const remove = await api(`/api/admin/campaigns/${campaign.id}`, {
      method: 'DELETE',
      headers: team.admin,
      params,
    });
    expect(remove.status).toBe(409);
    // Two clicks at once: one send, one 409.
    const twice = await newCampaign({ ...DRAFT, subject: 'Double click' });
    const both = await Promise.all(
      [1, 2].map(() =>
        api(`/api/admin/campaigns/${twice.id}/send`, {
          json: {},
          headers: team.admin,
          params: { id: twice.id },
        }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      (await outbox.list()).filter((message) => message.subject === 'Double click'),
    ).toHaveLength(1);
  });

  it('schedules for a time to come (refusing the past), and the scheduler sends it when due', async () => {
    const campaign = await newCampaign({
      ...DRAFT,
      subject: 'Later',
      audience: { kind: 'everyone' },
    });
    const params = { id: campaign.id };
    const past = await api(`/api/admin/campaigns/${campaign.id}/send`, {
      json: { sendAt: '2020-01-01T00:00:00Z' },
      headers: team.admin,
      params,
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ errors: { sendAt: 'Choose a time that is still to come' } });
    const sendAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await api(`/api/admin/campaigns/${campaign.id}/send`, {
      json: { sendAt },
      headers: team.admin,
      params,
    });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', sendAt });
    await call(schedulerHandler, '/.netlify/functions/campaign-scheduler', {
      method: 'POST',
      headers: await scheduledKickHeaders(),
    });
    expect(
      (await api(`/api/admin/campaigns/${campaign.id}`, { headers: team.admin, params })).body,
    ).toMatchObject({
      status: 'scheduled',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    try {
      await call(schedulerHandler, '/.netlify/functions/campaign-scheduler', {
        method: 'POST',
        headers: await scheduledKickHeaders(),
      });
    } finally {
      vi.useRealTimers();
    }
    const progress = await api(`/api/admin/campaigns/${campaign.id}/progress`, {
      headers: team.admin,
      params,
    });
    expect(progress.body).toMatchObject({
      status: 'sent',
      recipients: 2,
      sent: 0,
      kept: 2,
      skipped: 0,
    });
  });

  it('starts the background sender only for a kick signed by the shop', async () => {
    const campaign = await newCampaign();
    const kick = (headers: Record<string, string>) =>
      call(backgroundHandler, CAMPAIGN_SENDER_PATH, {
        json: { campaignId: campaign.id },
        headers,
      });
    expect((await kick({})).status).toBe(403);
    expect((await kick({ [KICK_SIGNATURE_HEADER]: 'forged' })).status).toBe(403);
    const otherCampaignsSignature = await kickSignature(crypto.randomUUID());
    expect((await kick({ [KICK_SIGNATURE_HEADER]: otherCampaignsSignature })).status).toBe(403);
    const signed = await kick({ [KICK_SIGNATURE_HEADER]: await kickSignature(campaign.id) });
    expect(signed.status).toBe(202);
    // A draft is not sending: the worker leaves it alone.
    expect(
      (
        await api(`/api/admin/campaigns/${campaign.id}`, {
          headers: team.admin,
          params: { id: campaign.id },
        })
      ).body,
    ).toMatchObject({ status: 'draft' });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    expect(
      (await api(`/api/admin/campaigns/${id}`, { headers: team.admin, params: { id } })).status,
    ).toBe(404);
  });
});

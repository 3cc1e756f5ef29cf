import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_IMAGE_MESSAGE,
  CampaignDraftSchema,
  CampaignSchema,
  inAudience,
  scheduleRefusal,
} from '../../src/lib/newsletters/campaign.ts';
import {
  CAMPAIGN_REASON,
  renderCampaignEmail,
  type MealCard,
} from '../../src/lib/newsletters/campaign-email.ts';
import { instantOfNzDateTimeInput } from '../../src/lib/delivery/nz-time.ts';

const SENDER = {
  name: 'Cube Kitchen',
  email: 'hello@cubekitchen.example',
  address: { street: '1 Main Rd', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
};
const LINKS = {
  sender: SENDER,
  unsubscribeUrl: 'https://shop.example/unsubscribe?token=abc.def&c=camp-1',
};
const ALEX = { email: 'alex@example.com', name: 'Alex Smith' };

const render = (bodyMarkdown: string, recipient = ALEX, cards: MealCard[] = []) =>
  renderCampaignEmail(
    { subject: 'Hello', previewText: 'Fresh this week', bodyMarkdown },
    cards,
    recipient,
    LINKS,
  );

/** The HTML between the preheader and the footer: what the body became. */
const bodyOf = (html: string) => html.slice(html.indexOf('<td>'), html.indexOf(CAMPAIGN_REASON));

describe('campaign email: Markdown body', () => {
  it('renders headings, lists, emphasis and links with inline styles', () => {
    const { html } = render(
      '# Winter menu\n\n- **Bolognese**\n- *Chilli*\n\n[Order](https://shop.example/meals)',
    );
    expect(html).toMatch(/<h1 style="[^"]+">Winter menu<\/h1>/);
    expect(html).toMatch(/<li style="[^"]+"><strong>Bolognese<\/strong><\/li>/);
    expect(html).toMatch(/<em>Chilli<\/em>/);
    expect(html).toMatch(
      /<a href="https:\/\/shop.example\/meals" style="[^"]+" target="_blank">Order<\/a>/,
    );
  });

  it('shows raw HTML as text: no script, no event handler, no element from the body', () => {
    const body = bodyOf(render('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">').html);
    expect(body).not.toMatch(/<script|<img/i);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('never links javascript:, data: or vbscript: addresses, nor images that are not http(s)', () => {
    const { html } = render(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) ![d](javascript:alert(3)) ![e](data:image/png;base64,AAAA) <javascript:alert(4)>',
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="(javascript|data):/i);
  });

  it('keeps images on the shop origin (site paths made absolute) and mailto links', () => {
    const { html } = render(
      '![Bowl](https://shop.example/images/bowl.jpg) ![Tray](/images/tray.png)\n\n' +
        '[Write](mailto:hi@example.com) [Meals](/meals)',
    );
    expect(html).toMatch(
      /<img src="https:\/\/shop.example\/images\/bowl.jpg" alt="Bowl" style="[^"]+">/,
    );
    expect(html).toMatch(
      /<img src="https:\/\/shop.example\/images\/tray.png" alt="Tray" style="[^"]+">/,
    );
    expect(html).toContain('href="mailto:hi@example.com"');
    expect(html).toContain('href="https://shop.example/meals"');
  });

  it('refuses a draft whose pictures come from another site, saying what to use', () => {
    const draft = { subject: 'Hi', audience: { kind: 'everyone' } };
    for (const src of ['https://cdn.example/a.png', '/\\evil.example/a.png', '//evil.example/a']) {
      const result = CampaignDraftSchema.safeParse({ ...draft, bodyMarkdown: `![a](${src})` });
      expect(result.error?.issues[0]?.message, src).toBe(CAMPAIGN_IMAGE_MESSAGE);
    }
    const ok = { ...draft, bodyMarkdown: 'Look: ![Tray](/images/tray.png "A tray")' };
    expect(CampaignDraftSchema.safeParse(ok).success).toBe(true);
    // A campaign saved before the rule still loads; its email leaves the picture out.
    const stored = {
      ...draft,
      bodyMarkdown: '![a](https://cdn.example/a.png)',
      id: 'c1',
      status: 'draft',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    expect(CampaignSchema.safeParse(stored).success).toBe(true);
  });

  it('never loads an image from another origin, however it is written', () => {
    const { html } = render(
      [
        '![a](https://cdn.example/pixel.png)',
        '![b](http://shop.example/pixel.png)',
        '![c](//evil.example/pixel.png)',
        '![d](/\\evil.example/pixel.png)',
        '![e](/%5Cevil.example/pixel.png)',
        '![f](https://shop.example@evil.example/pixel.png)',
        '![g](/%2F%2Fevil.example/pixel.png)',
      ].join(' '),
    );
    expect(bodyOf(html)).not.toMatch(/<img/i);
  });

  it('cannot break the layout with unclosed tags: the footer stays outside the body', () => {
    const { html } = render('<div><table><tr><td>\n\n**unclosed *emphasis\n\n</td>');
    const opened = (tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
    const closed = (tag: string) => (html.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
    for (const tag of ['table', 'tr', 'td', 'div', 'p']) expect(opened(tag)).toBe(closed(tag));
    expect(html.endsWith('</td></tr></table></td></tr></table></body></html>')).toBe(true);
  });

  it('merges the first name escaped into HTML and plain into text', () => {
    const evil = { email: 'x@example.com', name: '<img/src=x/onerror=alert(1)> Bob' };
    const { html, text } = render('Kia ora {{name}}, and {{ NAME }}', evil);
    expect(html).toContain('Kia ora &lt;img/src=x/onerror=alert(1)&gt;, and');
    expect(html).not.toContain('<img/src');
    expect(text).toContain('Kia ora <img/src=x/onerror=alert(1)>, and');
    expect(render('Hi {{name}}!').text).toContain('Hi Alex!');
  });

  it('escapes the subject and the preview text, which is a hidden preheader', () => {
    const email = renderCampaignEmail(
      { subject: '<b>Deals</b>', previewText: '"><script>x</script>', bodyMarkdown: 'Hi' },
      [],
      ALEX,
      LINKS,
    );
    expect(email.html).toContain('<title>&lt;b&gt;Deals&lt;/b&gt;</title>');
    expect(email.html).toMatch(
      /<div style="display:none[^"]*">&quot;&gt;&lt;script&gt;x&lt;\/script&gt;<\/div>/,
    );
  });
});

describe('campaign email: cards, text part, footer and headers', () => {
  const cards: MealCard[] = [
    {
      name: 'Beef "Bolognese" <3',
      priceCents: 1490,
      imageUrl: 'https://shop.example/images/bolognese.jpg',
      url: 'https://shop.example/meals/beef-bolognese',
    },
  ];

  it('shows each meal as a table row with image, name, NZD price and link', () => {
    const { html } = render('Hi', ALEX, cards);
    expect(html).toContain('alt="Beef &quot;Bolognese&quot; &lt;3"');
    expect(html).toContain('src="https://shop.example/images/bolognese.jpg"');
    expect(html).toContain('>Beef &quot;Bolognese&quot; &lt;3</a>');
    expect(html).toContain('$14.90');
    expect(html).toContain('href="https://shop.example/meals/beef-bolognese"');
  });

  it('makes the body’s site paths absolute in the text part too, as in the HTML', () => {
    const { text } = render(
      'See [the meals](/meals "Meals") and ![us](/images/team.jpg), [faq][1] or [x](https://a.example/b).\n\n[1]: /faq#delivery',
    );
    expect(text).toContain('[the meals](https://shop.example/meals "Meals")');
    expect(text).toContain('![us](https://shop.example/images/team.jpg)');
    expect(text).toContain('[1]: https://shop.example/faq#delivery');
    expect(text).toContain('[x](https://a.example/b)');
    expect(text).not.toMatch(/\(\/|: \//);
  });

  it('gives a text part with the Markdown, the meals and the footer', () => {
    const { text } = render('# Hello {{name}}\n\nNew meals.', ALEX, cards);
    expect(text).toContain('# Hello Alex\n\nNew meals.');
    expect(text).toContain(
      '* Beef "Bolognese" <3, $14.90: https://shop.example/meals/beef-bolognese',
    );
    expect(text).toContain(CAMPAIGN_REASON);
    expect(text).toContain('Sent by Cube Kitchen, 1 Main Rd, Papamoa, Tauranga 3118.');
    expect(text).toContain(LINKS.unsubscribeUrl);
  });

  it('ends the HTML with the footer and carries the one-click headers', () => {
    const email = render('Hi');
    expect(email.html).toContain(CAMPAIGN_REASON);
    expect(email.html).toContain(
      'href="https://shop.example/unsubscribe?token=abc.def&amp;c=camp-1"',
    );
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${LINKS.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('campaign rules', () => {
  it('matches the audience by any chosen preference', () => {
    expect(inAudience({ kind: 'everyone' }, [])).toBe(true);
    expect(
      inAudience({ kind: 'preferences', preferences: ['recipes'] }, ['recipes', 'events']),
    ).toBe(true);
    expect(inAudience({ kind: 'preferences', preferences: ['recipes'] }, ['events'])).toBe(false);
  });

  it('refuses a schedule in the past; Papamoa wall time becomes the right instant', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(scheduleRefusal('2026-05-31T23:59:00Z', now)).toMatch(/still to come/);
    expect(scheduleRefusal('2026-06-01T00:01:00Z', now)).toBeNull();
    // NZST (UTC+12) in June, NZDT (UTC+13) in December.
    expect(instantOfNzDateTimeInput('2026-06-02T09:30')?.toISOString()).toBe(
      '2026-06-01T21:30:00.000Z',
    );
    expect(instantOfNzDateTimeInput('2026-12-02T09:30')?.toISOString()).toBe(
      '2026-12-01T20:30:00.000Z',
    );
  });

  it('validates a draft with messages beside the fields', () => {
    const result = CampaignDraftSchema.safeParse({
      subject: '',
      bodyMarkdown: '',
      audience: { kind: 'preferences', preferences: [] },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['subject', 'bodyMarkdown', 'audience.preferences']),
    );
  });
});

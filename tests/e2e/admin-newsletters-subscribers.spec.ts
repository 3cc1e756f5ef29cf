import { openScreen, ownerHeaders } from './fixtures/admin-screens.ts';
import { SERVER_TIMEOUT } from './fixtures/forms.ts';
import { queuedTasksRun } from './fixtures/islands.ts';
import { expect, NAV_START, test } from './fixtures/test.ts';

test.describe.configure({ timeout: 180_000 });
// Each test opens the screen it starts from, so the pages start on none.
test.use({ startAt: null });

const CONSENT = 'Signed the paper list at the Papamoa market stall';

test('an admin adds a subscriber, finds them, reads their consent, unsubscribes and erases them', async ({
  adminPage: page,
}) => {
  const stamp = String(Date.now());
  const email = `e2e-sub-${stamp}@example.nz`;
  await openScreen(page, NAV_START);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Newsletters' })
    .click();
  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  await expect(page.getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
    'href',
    '/admin/newsletters/campaigns',
  );
  await expect(page.getByRole('search', { name: 'Find subscribers' })).toBeVisible();
  await expect(page.getByText(/subscribers? found|No subscribers match/)).toBeVisible(
    SERVER_TIMEOUT,
  );

  await page.getByRole('link', { name: 'Add subscriber' }).click();
  await expect(page).toHaveURL(/\/subscribers\/new$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Mere E2E');
  await page.getByLabel('Recipe ideas').check();
  await page.getByLabel('How did they consent?').fill('yes');
  await page.getByRole('button', { name: 'Add subscriber' }).click();
  await expect(page.getByLabel('How did they consent?')).toHaveAccessibleDescription(
    /at least 10 characters/,
  );
  await page.getByLabel('How did they consent?').fill(CONSENT);
  await page.getByRole('button', { name: 'Add subscriber' }).click();
  await expect(page.getByRole('heading', { name: 'Consent history' })).toBeVisible(SERVER_TIMEOUT);

  await page.getByRole('link', { name: 'Back to subscribers' }).click();
  await page.getByLabel('Search').fill(`e2e-sub-${stamp}`);
  await page.getByLabel('Preference').selectOption('recipes');
  await page.getByRole('button', { name: 'Show subscribers' }).click();
  const row = page.getByRole('row', { name: /Mere E2E/ });
  await expect(row).toContainText(email, SERVER_TIMEOUT);
  await expect(row).toContainText('Added by staff');
  await page.getByLabel('Preference').selectOption('events');
  await page.getByRole('button', { name: 'Show subscribers' }).click();
  await expect(page.getByText('No subscribers match.')).toBeVisible(SERVER_TIMEOUT);
  await page.getByLabel('Preference').selectOption('recipes');
  await page.getByRole('button', { name: 'Show subscribers' }).click();

  await page.getByRole('link', { name: 'Mere E2E' }).click();
  const history = page.getByRole('table', { name: /Consent history/ });
  await expect(history).toContainText('Added by staff', SERVER_TIMEOUT);
  await expect(history).toContainText(CONSENT);

  await page.getByLabel('Local events & pop-ups').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await expect(history.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(/^Unsubscribed on .* through staff$/)).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Subscribe again' })).toBeVisible();

  await page.getByRole('button', { name: 'Erase subscriber' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters(\?.*)?$/, SERVER_TIMEOUT);
  await page.getByLabel('Search').fill(`e2e-sub-${stamp}`);
  await page.getByRole('button', { name: 'Show subscribers' }).click();
  await expect(page.getByText('No subscribers match.')).toBeVisible(SERVER_TIMEOUT);
});

test('an admin imports a CSV file: a dry run first, then the import', async ({
  adminPage: page,
}) => {
  const stamp = String(Date.now());
  const csv = [
    '\uFEFFFull name;E-mail;Interests',
    `"Ana ""Imported""";ana-${stamp}@example.nz;recipes, promotions`,
    `Ben;ben-${stamp}@example.nz;`,
    'Nobody;not-an-email;',
    `Ana twice;ANA-${stamp}@example.nz;`,
  ].join('\r\n');
  await page.goto('/admin/newsletters/subscribers/import');
  await expect(page.getByRole('heading', { name: 'Import subscribers' })).toBeVisible(
    SERVER_TIMEOUT,
  );
  await page.getByLabel('CSV file').setInputFiles({
    name: 'subscribers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('subscribers.csv: 3 columns')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('E-mail');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Full name');
  await expect(page.getByLabel('Preferences', { exact: true })).toHaveValue('Interests');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByLabel('Consent statement')).toHaveAccessibleDescription(/required/);
  await page
    .getByLabel('Consent statement')
    .fill('Ticked the newsletter box on our 2025 market order forms');
  await page.getByRole('button', { name: 'Check' }).click();

  const summary = page.getByRole('region', { name: 'What the import will do' });
  await expect(summary).toContainText('Add: 2', SERVER_TIMEOUT);
  const skipped = summary.getByRole('table', { name: 'Skipped rows' });
  await expect(skipped.getByRole('row', { name: /not-an-email/ })).toContainText('invalid email');
  await expect(skipped.getByRole('row', { name: new RegExp(`ana-${stamp}`) })).toContainText(
    'duplicate in file',
  );

  await page.getByRole('button', { name: 'Import 2 subscribers' }).click();
  const done = page.getByRole('region', { name: 'Import done' });
  await expect(done).toContainText('Added: 2', SERVER_TIMEOUT);

  await page.goto(`/admin/newsletters?q=${stamp}`);
  await expect(page.getByText('2 subscribers found')).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByRole('row', { name: /Ana "Imported"/ })).toContainText('CSV import');
});

test('staff read the subscribers but cannot change them', async ({ adminPage, staffPage }) => {
  const stamp = String(Date.now());
  await adminPage.goto('/admin/newsletters/subscribers/new');
  await adminPage.getByLabel('Email').fill(`e2e-staff-${stamp}@example.nz`);
  await adminPage.getByLabel('Name').fill('Read Only');
  await adminPage.getByLabel('How did they consent?').fill(CONSENT);
  await adminPage.getByRole('button', { name: 'Add subscriber' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Consent history' })).toBeVisible(
    SERVER_TIMEOUT,
  );

  const page = staffPage;
  await page.goto(`/admin/newsletters?q=e2e-staff-${stamp}`);
  await expect(page.getByRole('row', { name: /Read Only/ })).toBeVisible(SERVER_TIMEOUT);
  await expect(page.getByText('Only an admin can change subscribers.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add subscriber' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  // The export holds every subscriber's address: for admins, or staff an admin allows.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
    /Only admins may export customers’ details/,
  );

  await page.getByRole('link', { name: 'Read Only' }).click();
  await expect(page.getByRole('table', { name: /Consent history/ })).toContainText(
    CONSENT,
    SERVER_TIMEOUT,
  );
  await expect(page.getByText('Only an admin can change subscribers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase subscriber' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
});

test('a stale "Subscribe again" says why beside the note, and only there', async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const headers = await ownerHeaders(request, baseURL ?? '');
  const created = await request.post('/api/admin/subscribers', {
    headers,
    data: {
      email: `e2e-stale-${String(Date.now())}@example.nz`,
      name: 'Stale Rejoin',
      consentNote: CONSENT,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const setStatus = async (status: 'subscribed' | 'unsubscribed') => {
    const changed = await request.patch(`/api/admin/subscribers/${id}`, {
      headers,
      data: { status, ...(status === 'subscribed' ? { consentNote: CONSENT } : {}) },
    });
    expect(changed.status()).toBe(200);
  };
  await setStatus('unsubscribed');
  await page.goto(`/admin/newsletters/subscribers/${id}`);
  await expect(page.getByRole('heading', { name: 'Subscribe again' })).toBeVisible(SERVER_TIMEOUT);

  // Someone else brings them back and unsubscribes them again while the screen is open.
  await setStatus('subscribed');
  await setStatus('unsubscribed');
  const note = page.getByLabel('How did they consent again?');
  await note.fill('Emailed us on 4 June asking to rejoin');
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(note).toHaveAccessibleDescription(/conflict with the current state/, SERVER_TIMEOUT);
  // The admin app's error toast would say it a second time; it waits one task, so the page's
  // queued tasks have run before it is counted.
  await queuedTasksRun(page);
  // Only the note's own message says it: no error toast repeats it. Counted once, not awaited,
  // as an error toast leaves again after a few seconds.
  expect(
    await page.getByRole('alert').filter({ hasText: 'conflict with the current state' }).count(),
  ).toBe(1);
});

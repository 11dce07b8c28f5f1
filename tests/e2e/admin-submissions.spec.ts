import sharp from 'sharp';
import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { newTrialCustomer, openCard, openCardWithSketch } from './trial-customer';

test('search and status filter find a submission; its card shows every section', async ({ page, browser }) => {
  const businessName = `Pollería Don Tito ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/admin');
  await page.getByLabel('Search').fill(customer.email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=ADMIN-E2E/);
  await expect(page.getByText('1 submission match the filters')).toBeVisible();
  const card = page.getByTestId('submission-card').filter({ hasText: businessName });
  await expect(card.getByRole('button', { name: `${businessName} Pending` })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No submissions found')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/admin');

  // A new trial's site is its first sketch, made right after the form (decision 0038).
  const { card: opened } = await openCardWithSketch(page, businessName);
  for (const heading of [
    'Current Profile Information',
    'Original Contact Information',
    'Business Details',
    'Design Preferences',
    'SEO & Marketing',
    'Design Reference Image',
    'Generated Website Prompt',
    'Subscription Status',
    'Website',
    'Conversation',
    'Send Message to Client',
  ]) {
    await expect(opened.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // Vitrina hosts it: the links for a site hosted elsewhere are not offered.
  await expect(opened.getByRole('heading', { name: 'Site hosted elsewhere', exact: true })).toHaveCount(0);
  await expect(opened.getByText('Julia Huamán')).toBeVisible();
  await expect(opened.getByText('Free Trial')).toBeVisible();
  await expect(opened.getByText('Trial Days Remaining')).toBeVisible();
  // No preview yet: the trial's 5 days have not started.
  await expect(opened.getByText('Starts when the preview is sent')).toBeVisible();
  await expect(opened.getByText('Next Renewal')).toHaveCount(0);
  await expect(opened.getByText('Current Website').locator('..')).toContainText('None');
  // Each answer of the form once: the tone was one question, stored as audience and style too.
  await expect(opened.getByText('Tone of the texts', { exact: true })).toHaveCount(1);
  for (const repeated of ['Style', 'Tone', 'Target Audience', 'Industry']) await expect(opened.getByText(repeated, { exact: true })).toHaveCount(0);
  // Dates read as everywhere else in the panel (Lima, es-PE).
  await expect(opened.getByText('Submission Date').locator('..')).toContainText(/\d{1,2} [a-z]{3,4}\. \d{4}, \d{1,2}:\d{2} [ap]\. m\./);
  await customer.close();
});

test('status, URLs, message, reference image, website prompt and deletion', async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  const businessName = `Hostal Chan Chan ${Date.now().toString(36)}`;
  // A quote for a custom project gets no sketch: its site may be built and hosted elsewhere.
  const customer = await newTrialCustomer(browser, businessName, { viaQuoteButton: true });
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const card = await openCard(page, businessName);

  // Status
  await card.getByLabel(`Status of ${businessName}`).selectOption('in_progress');
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(card.getByText('In Progress', { exact: true }).first()).toBeVisible();

  // Published Site URL (for a site hosted elsewhere): Save URL waits for a value and refuses non-web addresses.
  const published = card.getByLabel('Published Site URL: live site address');
  const saveUrl = card.getByRole('button', { name: 'Save URL' }).nth(1);
  await expect(saveUrl).toBeDisabled();
  await expect(published).toHaveAttribute('type', 'url');
  await published.fill('javascript:alert(1)');
  await saveUrl.click();
  await expect(page.getByText(/^Error updating URL: /)).toBeVisible();
  await published.fill('https://chanchan.pe');
  await saveUrl.click();
  await expect(page.getByText('URL updated')).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://chanchan.pe' })).toBeVisible();

  // Message to the client: the customer reads it on the dashboard.
  const note = `Ya empezamos tu sitio ${Date.now()}`;
  await expect(card.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await card.getByLabel('Message to the client').fill(note);
  await card.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  // The card's conversation shows it at once, as the team's and not yet read.
  const sent = card.getByTestId('conversation-message').filter({ hasText: note });
  await expect(sent).toContainText('Team');
  await expect(sent).toContainText('Unread');
  await customer.page.goto('/dashboard/mensajes');
  await expect(customer.page.getByText(note)).toBeVisible();

  // The team moves the delivery date: the customer reads the delay and the new date, not an old estimate.
  const newDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await card.getByLabel('Nueva fecha de entrega').fill(newDate);
  await card.getByRole('button', { name: 'Guardar nueva fecha' }).click();
  await expect(page.getByText('Nueva fecha guardada; avisamos al cliente por correo')).toBeVisible();
  // The delivery line is on the project card, on the dashboard's site page.
  await customer.page.goto('/dashboard/sitio');
  await expect(
    customer.page.getByText(/Vamos con retraso: tu sitio debía estar listo el .+\. Nueva fecha de entrega: \d{1,2} de [a-z]+ de \d{4}\./),
  ).toBeVisible();
  await expect(customer.page.getByText('Fecha estimada de entrega')).toHaveCount(0);

  // Reference image: an SVG is refused, a photo is stored and previewed.
  await card
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText(/^Failed to upload reference image: /)).toBeVisible();
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b4342a' } })
    .jpeg()
    .toBuffer();
  await card.getByLabel('Upload Image').setInputFiles({ name: 'referencia.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Reference image uploaded successfully')).toBeVisible();
  const preview = card.getByRole('img', { name: `Design reference for ${businessName}` });
  await expect(preview).toBeVisible();
  const src = (await preview.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await expect(card.getByText('Replace Image')).toBeVisible();

  // Website prompt: the blocking modal, then the viewer with Copy to Clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Generate Prompt' }).click();
  await expect(page.getByText('Website prompt generated successfully')).toBeVisible({ timeout: 30_000 });
  const viewer = page.getByRole('dialog', { name: 'Website Prompt' });
  await expect(viewer).toContainText(`Business name: ${businessName}`);
  await expect(viewer).toContainText('Design plan (AI-assisted)');
  await viewer.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByText('Prompt copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(businessName);
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();
  await expect(card.getByText('Prompt generated')).toBeVisible();
  await card.getByRole('button', { name: 'View Prompt' }).click();
  await expect(page.getByRole('dialog', { name: 'Website Prompt' })).toContainText(businessName);
  await page.keyboard.press('Escape');

  // Deletion asks first.
  await card.getByRole('button', { name: `Delete submission from ${businessName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Submission' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete submission from ${businessName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Submission deleted successfully')).toBeVisible();
  await expect(page.getByText('No submissions found')).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(404);
  await customer.close();
});

test('a failing AI service shows the error and keeps the previous prompt', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The fake OpenAI server fails any request that carries this marker (tests/fakes/openai).
  const businessName = `Taller [fake-openai:500] ${Date.now().toString(36)}`;
  const customer = await newTrialCustomer(browser, businessName);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const card = await openCard(page, businessName);
  await card.getByRole('button', { name: 'Generate Prompt' }).click();
  await expect(page.getByText(/^Failed to generate website prompt: /)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('No prompt yet.', { exact: false })).toBeVisible();
  await customer.close();
});

test("a request sent from 'Solicitar Cotización' is marked as a quote request in its card (issue 12, item 11)", async ({ page, browser }) => {
  const quoted = `Hotel Cotiza ${Date.now().toString(36)}`;
  const trial = `Hotel Prueba ${Date.now().toString(36)}`;
  const quoteCustomer = await newTrialCustomer(browser, quoted, { viaQuoteButton: true });
  const trialCustomer = await newTrialCustomer(browser, trial);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto(`/admin?q=${encodeURIComponent(quoted)}`);
  await expect(page.getByTestId('submission-card').filter({ hasText: quoted }).getByText('Quote request', { exact: true })).toBeVisible();
  await page.goto(`/admin?q=${encodeURIComponent(trial)}`);
  const trialCard = page.getByTestId('submission-card').filter({ hasText: trial });
  await expect(trialCard).toHaveCount(1);
  await expect(trialCard.getByText('Quote request', { exact: true })).toHaveCount(0);
  await Promise.all([quoteCustomer.close(), trialCustomer.close()]);
});

import { E2E_ADMIN } from './env';
import { expect, latestEmailTo, signInAs, test } from './fixtures';
import { startSecondServer, waitUntilOk } from './second-server';
import { newTrialCustomer } from './trial-customer';

const DAY = 86_400_000;
/** The Lima calendar day `days` from now, as YYYY-MM-DD (Lima is UTC−5 all year). */
const limaDay = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
const spoken = (day: string) => new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

// An announcement e-mails every customer with a trial request: on the suite's shared server it
// would land in other tests' mailboxes while they wait for their own e-mail, so this runs on a
// server of its own (same build, its own database and mail folder; seeded, for the team's account).
test('the team announces a change to the privacy policy: refused too soon, then e-mailed and shown on the dashboard, and withdraws it', async ({ browser }) => {
  test.setTimeout(150_000);
  const server = await startSecondServer({}, 'npm start', { ownAddress: true, seed: true });
  try {
    await waitUntilOk(`${server.base}/api/health/ready`);
    const customer = await newTrialCustomer(browser, `Bodega Aviso ${Date.now().toString(36)}`, { baseURL: server.base });
    const summary = `Guardaremos los mensajes de tu web por 6 meses en lugar de 12 (aviso ${Date.now().toString(36)}).`;

    const admin = await browser.newContext({ baseURL: server.base });
    const page = await admin.newPage();
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, server.base);
    await page.goto('/admin?tab=avisos');
    const form = page.getByRole('region', { name: 'Anunciar un cambio' });
    await form.getByLabel('Qué cambia', { exact: true }).selectOption({ label: 'Política de Privacidad' });
    await expect(form.getByText(`Con 15 días de aviso, la fecha más cercana es el ${spoken(limaDay(15))}.`)).toBeVisible();
    await form.getByLabel('Entra en vigor el').fill(limaDay(14));
    await form.getByLabel('Qué cambia para el cliente').fill(summary);
    await form.getByRole('button', { name: 'Anunciar el cambio' }).click();
    await expect(
      page.getByText(
        `No se registró el aviso: El cambio de nuestra Política de Privacidad debe avisarse con al menos 15 días de anticipación: la fecha más cercana posible es el ${spoken(limaDay(15))}.`,
      ),
    ).toBeVisible();
    // What was typed is still there.
    await expect(form.getByLabel('Qué cambia para el cliente')).toHaveValue(summary);

    // A day far enough ahead (a different one on each run, since a document has one notice per day).
    const effectiveOn = limaDay(20 + Math.floor(Math.random() * 300));
    await form.getByLabel('Entra en vigor el').fill(effectiveOn);
    await form.getByRole('button', { name: 'Anunciar el cambio' }).click();
    await expect(page.getByText('Aviso registrado: lo enviamos por correo a los clientes afectados')).toBeVisible();
    await expect(page.getByTestId('legal-notice').filter({ hasText: summary })).toContainText(`Política de Privacidad: desde el ${spoken(effectiveOn)}`);

    // The customer is e-mailed (right after the announcement) and finds the notice on the dashboard.
    await expect(async () => {
      const mail = await latestEmailTo(customer.email, 1_000, server.mailDir);
      expect(mail.subject).toBe(`Cambia nuestra Política de Privacidad a partir del ${spoken(effectiveOn)}`);
      expect(mail.text).toContain(`Qué cambia: ${summary}`);
      expect(mail.text).toMatch(/Hasta esa fecha sigue vigente la política actual, que puedes leer en \S+\/privacy-policy\./);
    }).toPass({ timeout: 20_000 });
    const owner = customer.page;
    await owner.goto('/dashboard');
    const notice = owner.getByRole('region', { name: 'Aviso de cambio' }).filter({ hasText: summary });
    await expect(notice).toContainText(`Cambia nuestra Política de Privacidad a partir del ${spoken(effectiveOn)}`);
    await expect(notice).toContainText(`Qué cambia: ${summary}`);
    await notice.getByRole('link', { name: 'Leer la política vigente' }).click();
    await expect(owner).toHaveURL(/\/privacy-policy$/);

    // Announced by mistake: the team withdraws it, saying why; the customer is told and the notice leaves the dashboard.
    const listed = page.getByTestId('legal-notice').filter({ hasText: summary });
    await listed.getByRole('button', { name: 'Anular el aviso' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^¿Anular el aviso/ });
    await expect(confirm).toContainText('un correo que dice que el cambio queda sin efecto');
    await confirm.getByRole('button', { name: 'Anular el aviso' }).click();
    await expect(page.getByText('No se anuló el aviso: Explica en al menos 10 caracteres por qué se anula.')).toBeVisible();
    const reason = 'Lo enviamos por error: tus mensajes se siguen guardando 12 meses.';
    await confirm.getByLabel('Por qué se anula (lo leen los clientes)').fill(reason);
    await confirm.getByRole('button', { name: 'Anular el aviso' }).click();
    await expect(page.getByText('Aviso anulado: enviamos la corrección a quienes lo recibieron')).toBeVisible();
    await expect(listed).toContainText('Anulado');
    await expect(listed).toContainText(reason);
    await expect(listed.getByRole('button', { name: 'Anular el aviso' })).toHaveCount(0);
    await expect(async () => {
      const mail = await latestEmailTo(customer.email, 1_000, server.mailDir);
      expect(mail.subject).toBe('Sin efecto: el aviso sobre nuestra Política de Privacidad');
      expect(mail.text).toContain(`Por qué: ${reason}`);
    }).toPass({ timeout: 20_000 });
    await owner.goto('/dashboard');
    await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Aviso de cambio' }).filter({ hasText: summary })).toHaveCount(0);
    await customer.close();
    await admin.close();
  } finally {
    await server.dispose();
  }
});

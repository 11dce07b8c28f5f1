import { startFakeDns } from '../fakes/dns/server';
import { startFakeEmailForwarding } from '../fakes/email-forwarding/server';
import { startFakeOpenAI } from '../fakes/openai/server';
import { startFakeReceipts } from '../fakes/receipts/server';
import { startFakeStripe } from '../fakes/stripe/server';
import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';
import { startSecondServer, waitUntilOk } from './second-server';
import { approveAndPay, openCardWithSketch, newTrialCustomer } from './trial-customer';

test('a customer without a site of their own domain is told what professional e-mail needs, and the section is in the dashboard', async ({ browser }) => {
  const customer = await newTrialCustomer(browser, `Bodega Sin Dominio ${Date.now().toString(36)}`);
  await customer.page.getByRole('navigation', { name: 'Secciones de tu panel' }).getByRole('link', { name: 'Correo', exact: true }).click();
  await expect(customer.page).toHaveURL(/\/dashboard\/correo$/);
  await expect(customer.page.getByRole('heading', { level: 1, name: 'Correo profesional' })).toBeVisible();
  await expect(customer.page.getByRole('heading', { name: 'Necesitas tu propio dominio' })).toBeVisible();
  await expect(customer.page.getByText('Cuando tu sitio esté publicado podrás conectar tu dominio en Mi sitio')).toBeVisible();
  await expect(customer.page.getByRole('button', { name: 'Preparar mi correo' })).toHaveCount(0);
  await customer.close();
});

/**
 * The whole way, on a server of its own whose sites live under a sites domain (only there is a
 * custom domain ever verified) and whose stand-ins run in this process, so the test creates the
 * customer's DNS records and reads what the forwarding provider holds.
 */
test('a Growth customer with a verified domain creates contacto@ their domain, forwarded to their inbox, through the records and Verificar', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [openai, stripe, receipts, dns, forwarding] = await Promise.all([
    startFakeOpenAI(),
    startFakeStripe(),
    startFakeReceipts(),
    startFakeDns(),
    startFakeEmailForwarding(),
  ]);
  const server = await startSecondServer(
    { ...openai.env, ...stripe.env, ...receipts.env, ...dns.env, ...forwarding.env, SITES_DOMAIN: 'sitios-e2e.pe' },
    'npm start',
    { ownAddress: true, seed: true },
  );
  try {
    await waitUntilOk(`${server.base}/api/health/ready`);
    const businessName = `Panadería Correo ${Date.now().toString(36)}`;
    const customer = await newTrialCustomer(browser, businessName, { baseURL: server.base });
    const admin = await browser.newContext({ baseURL: server.base });
    const adminPage = await admin.newPage();
    await signInAs(adminPage, E2E_ADMIN.email, E2E_ADMIN.password, server.base);
    const { card, label } = await openCardWithSketch(adminPage, businessName);
    await card.getByRole('button', { name: 'Send preview to client' }).click();
    await expect(card.getByTestId('site-panel')).toContainText('In review');
    await admin.close();
    await approveAndPay(customer.page, 'Plan Crecimiento', 'Rosa Quispe');

    // The site's own domain, proven through DNS.
    const me = customer.page;
    await me.goto('/dashboard/sitio');
    const domainCard = me.getByRole('region', { name: 'Tu dominio' });
    await domainCard.getByLabel('Dominio').fill('www.panaderia-correo.pe');
    await domainCard.getByRole('button', { name: 'Conectar dominio' }).click();
    const txt = domainCard.getByRole('table').getByRole('row').filter({ hasText: 'TXT' });
    const token = /vitrina-verificacion=[0-9a-f]{32}/.exec((await txt.textContent()) ?? '')![0];
    dns.set('_vitrina.www.panaderia-correo.pe', 'TXT', [token]);
    dns.set('www.panaderia-correo.pe', 'CNAME', [`${label}.sitios-e2e.pe`]);
    await domainCard.getByRole('button', { name: 'Verificar' }).click();
    await expect(domainCard.getByText('Verificado', { exact: true })).toBeVisible();

    await me.getByRole('navigation', { name: 'Secciones de tu panel' }).getByRole('link', { name: 'Correo', exact: true }).click();
    await expect(me.getByRole('heading', { level: 1, name: 'Correo profesional' })).toBeVisible();
    await me.getByRole('button', { name: 'Preparar mi correo' }).click();
    const records = me.getByRole('table', { name: 'Registros DNS para el correo de panaderia-correo.pe' }).getByRole('row');
    await expect(records.filter({ hasText: 'mx1.forwardemail.net' })).toContainText(/MX\s*panaderia-correo\.pe\s*10/);
    await expect(records.filter({ hasText: 'mx2.forwardemail.net' })).toContainText('10');
    await expect(records.filter({ hasText: 'v=spf1 a include:spf.forwardemail.net -all' })).toContainText('TXT');
    const verification = `forward-email-site-verification=${forwarding.domains.get('panaderia-correo.pe')!.verification_record}`;
    await expect(records.filter({ hasText: verification })).toHaveCount(1);
    // No address before the records are verified.
    await expect(me.getByText('Cuando tus registros estén verificados podrás crear direcciones aquí.')).toBeVisible();

    await me.getByRole('button', { name: 'Verificar' }).click();
    await expect(me.getByText(/Todavía no encontramos en panaderia-correo\.pe el registro MX hacia mx1\.forwardemail\.net/)).toBeVisible();
    dns.set('panaderia-correo.pe', 'MX', ['10 mx1.forwardemail.net', '10 mx2.forwardemail.net']);
    dns.set('panaderia-correo.pe', 'TXT', ['v=spf1 a include:spf.forwardemail.net -all', verification]);
    await me.getByRole('button', { name: 'Verificar' }).click();
    await expect(me.getByText('Verificado', { exact: true })).toBeVisible();

    // A reserved name is refused and stays typed; then contacto@, forwarded to the account's e-mail by default.
    const name = me.getByLabel('Nueva dirección');
    await expect(me.getByLabel('Reenviar a')).toHaveValue(customer.email);
    await name.fill('postmaster');
    await me.getByRole('button', { name: 'Agregar dirección' }).click();
    await expect(me.getByRole('region', { name: 'Tus direcciones' }).getByRole('alert')).toHaveText(
      'Ese nombre está reservado para los servicios de correo. Elige otro, por ejemplo contacto o ventas.',
    );
    await expect(name).toHaveValue('postmaster');
    await name.fill('Contacto');
    await me.getByRole('button', { name: 'Agregar dirección' }).click();
    const list = me.getByRole('list', { name: 'Tus direcciones' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(`contacto@panaderia-correo.pe → ${customer.email}`);
    expect(forwarding.aliasesOf('panaderia-correo.pe')).toEqual([`contacto → ${customer.email}`]);
    await expect(me.getByText('1 de 5 direcciones de tu plan.', { exact: false })).toBeVisible();
    await expect(me.getByRole('heading', { name: 'Responder desde tu dirección en Gmail («Enviar como»)' })).toBeVisible();
    await expect(me.getByText('smtp.forwardemail.net')).toBeVisible();

    // Still there after a reload, from our table; removed, it is gone at the provider too.
    await me.reload();
    await list.getByRole('button', { name: 'Quitar contacto@panaderia-correo.pe' }).click();
    await me.getByRole('alertdialog', { name: 'Quitar dirección' }).getByRole('button', { name: 'Quitar' }).click();
    await expect(me.getByText('Todavía no tienes direcciones.')).toBeVisible();
    expect(forwarding.aliasesOf('panaderia-correo.pe')).toEqual([]);
    await customer.close();
  } finally {
    await server.dispose();
    await Promise.all([openai.stop(), stripe.stop(), receipts.stop(), dns.stop(), forwarding.stop()]);
  }
});

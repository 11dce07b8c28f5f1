import { E2E_ADMIN } from './env';
import { expect, signInAs, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
});

test.describe('Messages tab', () => {
  test("a visitor's contact message arrives as 'Nuevo' and is marked read one way", async ({ page, browser }) => {
    const marker = `Consulta ${Date.now()}`;
    const visitor = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.200.${Math.floor(Math.random() * 250) + 1}` } });
    await visitor.goto('/contact');
    await visitor.getByLabel('Nombre completo', { exact: true }).fill('Mario Paredes');
    await visitor.getByLabel('Email', { exact: true }).fill('mario@example.pe');
    await visitor.getByLabel('Mensaje', { exact: true }).fill(`${marker}: ¿hacen tiendas online con Yape?`);
    await visitor.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(visitor.getByText('¡Mensaje enviado!')).toBeVisible();
    await visitor.close();

    await page.goto('/admin?tab=messages');
    await expect(page.getByRole('heading', { name: 'Mensajes de Contacto' })).toBeVisible();
    const item = page.getByTestId('contact-message').filter({ hasText: marker });
    await expect(item.getByText('Nuevo')).toBeVisible();
    await expect(item.getByRole('link', { name: 'mario@example.pe' })).toHaveAttribute('href', 'mailto:mario@example.pe');
    await item.getByRole('button', { name: 'Marcar como leído' }).click();
    await expect(page.getByText('Marcado como leído')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Leído' })).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('contact-message').filter({ hasText: marker }).getByText('Nuevo')).toHaveCount(0);
  });

  test("'Mensajes del Sistema' shows customers' messages with subject, date and the New badge", async ({ page }) => {
    await page.goto('/admin?tab=messages');
    await expect(page.getByRole('heading', { name: 'Mensajes del Sistema' })).toBeVisible();
    // Seeded by the e2e server: the demo customer's message to the team.
    const seeded = page.getByTestId('system-message').filter({ hasText: '¿Pueden incluir una sección con fotos de nuestros platos?' });
    await expect(seeded.getByText('Mensaje del cliente')).toBeVisible();
    await expect(seeded).toContainText('Cevichería La Caleta');
    await expect(seeded).toContainText(/\d{4}/);
    // Nobody on the team has written to the demo customer since: its reply clock is running.
    await expect(seeded.getByText(/^(Por responder|Responder pronto|Respuesta atrasada)$/)).toBeVisible();
    await expect(seeded.getByTestId('reply-clock')).toContainText('48 h hábiles');
  });
});

test.describe('Blog Articles tab', () => {
  test('generate a draft, read it, edit, publish with Ver Artículo, unpublish and delete', async ({ page, context }) => {
    test.setTimeout(120_000);
    const topic = `tiendas de artesanía ${Date.now().toString(36)}`;
    const title = `Guía práctica: ${topic}`;
    await page.goto('/admin?tab=blog');
    await page.getByLabel('Tipo de fuente').selectOption('topic');
    await expect(page.getByLabel('Tema del artículo')).toHaveAttribute('placeholder', 'Cómo atraer clientes con Google Maps');
    const generate = page.getByRole('button', { name: 'Generar Artículo' });
    await expect(generate).toBeDisabled();
    await page.getByLabel('Tema del artículo').fill(topic);
    await page.getByLabel('Palabras clave SEO (opcional)').fill('artesanía, Cusco');
    await generate.click();
    await expect(page.getByRole('button', { name: 'Generando Artículo...' })).toBeVisible();
    await expect(page.getByText('Artículo generado exitosamente como borrador')).toBeVisible({ timeout: 20_000 });

    const card = page.getByTestId('article-card').filter({ hasText: title });
    await expect(card.getByRole('button', { name: `${title} Borrador` })).toBeVisible();
    await card.getByRole('button', { name: title }).click();
    await expect(card.getByRole('img', { name: `Portada de ${title}` })).toBeVisible();
    await expect(card.getByRole('heading', { name: `Por qué importa ${topic}` })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Palabras clave' })).toContainText('artesanía');
    const slug = `guia-practica-${topic.replace(/ /g, '-').replace('í', 'i')}`;
    await expect(card.getByText(`/blog/${slug}`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ver Artículo' })).toHaveCount(0);

    // Edit mode: Cancelar keeps everything; Guardar Cambios saves title, excerpt and keywords.
    await card.getByRole('button', { name: 'Editar' }).click();
    await card.getByLabel('Título').fill('Cambio descartado');
    await card.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card.getByText('Cambio descartado')).toHaveCount(0);
    await card.getByRole('button', { name: 'Editar' }).click();
    await card.getByLabel('Resumen').fill(`Resumen nuevo de ${topic}`);
    await card.getByLabel('Contenido (HTML)').fill('<h2>Nuevo cuerpo</h2><p onclick="alert(1)">Texto seguro<script>alert(1)</script></p>');
    await card.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Artículo actualizado exitosamente')).toBeVisible();
    await expect(card.getByText(`Resumen nuevo de ${topic}`)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Nuevo cuerpo' })).toBeVisible();
    expect(await card.locator('[onclick], script').count()).toBe(0);

    await card.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Artículo publicado exitosamente')).toBeVisible();
    await expect(card.getByRole('button', { name: `${title} Publicado` })).toBeVisible();
    const [article] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: 'Ver Artículo' }).click()]);
    await expect(article).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await article.close();

    await card.getByRole('button', { name: 'Despublicar' }).click();
    await expect(page.getByText('Artículo despublicado exitosamente')).toBeVisible();
    await expect(card.getByRole('button', { name: `${title} Borrador` })).toBeVisible();

    await card.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar artículo? Esta acción no se puede deshacer.' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Artículo eliminado exitosamente')).toBeVisible();
    await expect(page.getByTestId('article-card').filter({ hasText: title })).toHaveCount(0);
  });

  test('failures are reported and nothing is saved', async ({ page }) => {
    await page.goto('/admin?tab=blog');
    // The fake OpenAI server answers malformed JSON when the prompt carries this marker.
    const topic = `roto [fake-openai:malformed] ${Date.now()}`;
    await page.getByLabel('Tipo de fuente').selectOption('topic');
    await page.getByLabel('Tema del artículo').fill(topic);
    await page.getByRole('button', { name: 'Generar Artículo' }).click();
    await expect(page.getByText(/^Error al generar el artículo: .*respuesta inválida/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Tema del artículo')).toHaveValue(topic);

    // 'Sitio Web': the server refuses to fetch inside addresses.
    await page.getByLabel('Tipo de fuente').selectOption('website');
    await page.getByLabel('URL del sitio web').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Generar Artículo' }).click();
    await expect(page.getByText(/^Error al generar el artículo: no se pudo leer el sitio web: la dirección apunta a una red privada/)).toBeVisible();
    await expect(page.getByTestId('article-card').filter({ hasText: 'roto' })).toHaveCount(0);
  });
});

test.describe('Auto-Publish Scheduler tab', () => {
  test('adds keywords line by line, lists them as pending and deletes one', async ({ page }) => {
    const id = Date.now().toString(36);
    await page.goto('/admin?tab=scheduler');
    await expect(page.getByText('Cada lunes a las 9:00 AM', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Una palabra clave por línea')).toHaveAttribute('rows', '10');
    await page.getByRole('button', { name: 'Añadir Palabras Clave' }).click();
    await expect(page.getByText('Por favor ingresa palabras clave')).toBeVisible();

    const heading = page.getByRole('heading', { name: /Cola de palabras clave/ });
    await page.getByLabel('Una palabra clave por línea').fill(`  web para cevicherías ${id}  \n\n\nmenú digital ${id}\n   `);
    await page.getByRole('button', { name: 'Añadir Palabras Clave' }).click();
    await expect(page.getByText('2 palabras clave añadidas exitosamente')).toBeVisible();
    await expect(page.getByLabel('Una palabra clave por línea')).toHaveValue('');
    const first = page.getByTestId('queued-keyword').filter({ hasText: `web para cevicherías ${id}` });
    await expect(first.getByText('Pendiente')).toBeVisible();
    // The exact count moves when another test publishes from the queue at the same time.
    await expect(heading).toHaveText(/^Cola de palabras clave \(\d+ pendientes\)$/);

    await first.getByRole('button', { name: `Eliminar «web para cevicherías ${id}»` }).click();
    await expect(page.getByText('Palabra clave eliminada')).toBeVisible();
    await expect(page.getByTestId('queued-keyword').filter({ hasText: `web para cevicherías ${id}` })).toHaveCount(0);
    await expect(page.getByTestId('queued-keyword').filter({ hasText: `menú digital ${id}` })).toBeVisible();
  });

  test("'Probar Auto-Publicación Ahora' publishes; used keywords are dimmed with ✓ Publicado and no delete", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/admin?tab=scheduler');
    await page.getByRole('button', { name: 'Probar Auto-Publicación Ahora' }).click();
    await expect(page.getByRole('button', { name: 'Publicando...' })).toBeVisible();
    // The blog suite may press it at the same moment; then this run reports the one in progress.
    await expect(page.getByText(/^Artículo publicado: |^Ya hay una publicación automática en curso/)).toBeVisible({ timeout: 20_000 });
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('queued-keyword').filter({ hasText: '✓ Publicado' }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const used = page.getByTestId('queued-keyword').filter({ hasText: '✓ Publicado' }).first();
    await expect(used.getByText(/^Usado: /)).toBeVisible();
    await expect(used).toHaveClass(/opacity-60/);
    await expect(used.getByRole('button')).toHaveCount(0);
  });
});

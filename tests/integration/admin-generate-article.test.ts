import { describe, expect, it } from 'vitest';
import { generateArticle } from '@/lib/ai/generate-article';
import { resetConfigForTests } from '@/lib/config';
import { withFakeOpenAI } from '../helpers/fake-openai';

const fake = withFakeOpenAI({ slowMs: 3_000, timeoutMs: 1_000 });

describe('generateArticle through the OpenAI SDK', () => {
  it('writes an article for a keyword as a JSON answer and sends the configured model and key', async () => {
    const article = await generateArticle({ sourceType: 'keyword', sourceValue: 'delivery de pollo a la brasa', seoKeywords: 'pollo, delivery' });
    expect(article.title).toContain('delivery de pollo a la brasa');
    expect(article.content).toContain('<h2>');
    expect(article.excerpt.length).toBeGreaterThan(10);
    expect(article.suggestedKeywords).toContain('sitio web');
    const [request] = fake.requests;
    expect(request?.body.model).toBe('fake-gpt');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(request?.body.messages?.[1]?.content).toContain('Palabra clave: delivery de pollo a la brasa');
    expect(request?.body.messages?.[1]?.content).toContain('pollo, delivery');
  });

  it('neutralises scripts, event handlers, javascript: links and iframes in the answer', async () => {
    fake.respondNext(
      JSON.stringify({
        title: 'Título <script>alert(1)</script>seguro',
        excerpt: 'Resumen',
        content:
          '<h2 onclick="steal()">Hola</h2><p>Texto suficientemente largo para ser un artículo de verdad.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">',
        suggestedKeywords: 'uno, dos , ,tres',
      }),
    );
    const article = await generateArticle({ sourceType: 'topic', sourceValue: 'seguridad' });
    expect(article.content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(article.content).toContain('<h2>Hola</h2>');
    expect(article.title).toBe('Título alert(1)seguro');
    expect(article.suggestedKeywords).toEqual(['uno', 'dos', 'tres']);
  });

  it('reports a server error, a malformed answer and a slow answer as readable failures', async () => {
    fake.failNext('error500');
    await expect(generateArticle({ sourceType: 'topic', sourceValue: 'tiendas' })).rejects.toThrow('no está disponible');
    fake.failNext('malformed');
    await expect(generateArticle({ sourceType: 'topic', sourceValue: 'tiendas' })).rejects.toThrow('respuesta inválida');
    fake.respondNext(JSON.stringify({ title: 'Sin contenido' }));
    await expect(generateArticle({ sourceType: 'topic', sourceValue: 'tiendas' })).rejects.toThrow('respuesta inválida');
    fake.failNext('slow');
    const started = Date.now();
    await expect(generateArticle({ sourceType: 'topic', sourceValue: 'tiendas' })).rejects.toThrow('no respondió a tiempo');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('refuses a blank source and a website on a private address before calling the model', async () => {
    await expect(generateArticle({ sourceType: 'keyword', sourceValue: '   ' })).rejects.toThrow('Por favor ingresa un valor para generar el artículo');
    await expect(generateArticle({ sourceType: 'website', sourceValue: 'http://169.254.169.254/latest/meta-data/' })).rejects.toThrow(
      'red privada o reservada',
    );
    await expect(generateArticle({ sourceType: 'website', sourceValue: 'file:///etc/passwd' })).rejects.toThrow('URL http');
    expect(fake.requests).toHaveLength(0);
  });

  it('says AI is not configured when there is no API key', async () => {
    delete process.env.OPENAI_API_KEY;
    resetConfigForTests();
    try {
      await expect(generateArticle({ sourceType: 'topic', sourceValue: 'tiendas' })).rejects.toThrow('no está configurada');
    } finally {
      Object.assign(process.env, fake.env);
      resetConfigForTests();
    }
  });
});

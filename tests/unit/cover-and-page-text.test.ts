import { describe, expect, it } from 'vitest';
import { coverSvg, wrapTitle } from '@/lib/blog/cover-image';
import { extractPageText } from '@/lib/net/extract-text';

describe('cover image', () => {
  it('wraps a long title into at most four lines, ending with an ellipsis when cut', () => {
    const lines = wrapTitle(
      'Cómo aparecer en Google Maps con tu negocio de Arequipa y recibir más clientes cada semana sin pagar publicidad ni anuncios',
      30,
      4,
    );
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length <= 31)).toBe(true);
    expect(lines[3]?.endsWith('…')).toBe(true);
    expect(wrapTitle('Corto')).toEqual(['Corto']);
  });

  it('escapes the title so it cannot inject markup into the SVG', () => {
    const svg = coverSvg('Tips <script>alert("x")</script> & más');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).toMatch(/&amp;(?!lt;|gt;|quot;)/);
  });
});

describe('page text for the article generator', () => {
  it('keeps the title, description and visible text, drops scripts, styles and comments', () => {
    const page = extractPageText(
      '<html><head><title>Hotel &amp; Spa</title><meta content="Descanso en Paracas" name="description"><style>p{}</style></head>' +
        '<body><!-- oculto --><nav>Inicio</nav><script>robar()</script><p>Habitaci&oacute;n doble &#8212; S/ 250</p><noscript>sin js</noscript></body></html>',
    );
    expect(page).toEqual({ title: 'Hotel & Spa', description: 'Descanso en Paracas', text: 'Inicio\nHabitación doble — S/ 250' });
  });

  it('caps the text', () => {
    expect(extractPageText(`<p>${'a'.repeat(50_000)}</p>`, 1_000).text).toHaveLength(1_000);
  });
});

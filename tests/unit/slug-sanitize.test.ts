import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/blog/slug';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';

describe('slugify', () => {
  it('lowercases, strips accents and collapses symbols and emoji', () => {
    expect(slugify('¿Cómo vender más en Cusco? 🚀')).toBe('como-vender-mas-en-cusco');
    expect(slugify('Año Nuevo: ¡Ñandú & Pingüino!')).toBe('ano-nuevo-nandu-pinguino');
    expect(slugify('---Hola---Mundo---')).toBe('hola-mundo');
    expect(slugify('🎉🎉')).toBe('');
  });
});

describe('sanitizeArticleHtml', () => {
  it('removes scripts, handlers, javascript: links and iframes but keeps formatting', () => {
    const dirty =
      '<h2 onclick="x()">Hola</h2><script>alert(1)</script><p><a href="javascript:alert(1)">a</a><a href="https://ok.pe">b</a></p><iframe src="https://evil"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toContain('<h2>Hola</h2>');
    expect(clean).toContain('href="https://ok.pe"');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });
});

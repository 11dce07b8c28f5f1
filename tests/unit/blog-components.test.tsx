import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleList } from '@/components/blog/article-list';
import { BlogPagination } from '@/components/blog/blog-pagination';

const article = {
  id: 'a1',
  title: 'Cómo aparecer en Google Maps',
  slug: 'como-aparecer-en-google-maps',
  excerpt: 'Paso a paso para que te encuentren.',
  seoKeywords: 'google maps, seo local, negocios Perú, reseñas',
  imageUrl: '/api/uploads/blog-covers/a1.webp',
  publishedAt: new Date('2026-11-22T15:00:00Z'),
};

describe('blog list components', () => {
  it("renders the spec's empty text when nothing is published", () => {
    expect(renderToStaticMarkup(<ArticleList articles={[]} />)).toContain('No hay artículos publicados todavía. ¡Vuelve pronto!');
  });

  it('renders a card linking to the article with its cover, long date, excerpt and three keywords', () => {
    const html = renderToStaticMarkup(<ArticleList articles={[article]} />);
    expect(html).toContain('href="/blog/como-aparecer-en-google-maps"');
    expect(html).toContain('src="/api/uploads/blog-covers/a1.webp"');
    expect(html).toContain('22 de noviembre de 2026');
    expect(html).toContain('Paso a paso para que te encuentren.');
    expect(html).toContain('negocios Perú');
    expect(html).not.toContain('reseñas');
  });

  it('links the neighbouring list pages with ?page=', () => {
    const html = renderToStaticMarkup(<BlogPagination page={2} totalPages={3} />);
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="/blog?page=3"');
    expect(html).toContain('Página 2 de 3');
    expect(renderToStaticMarkup(<BlogPagination page={1} totalPages={1} />)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { rssFeed } from '@/lib/html/rss';
import { parseXml } from '../helpers/parse-xml';

const channel = { title: 'Blog de Café & Té <Miraflores>', link: 'https://cafe.vitrina.pe/blog', description: 'Artículos "nuevos"', language: 'es-PE' };

describe('the RSS writer shared by the blog and customers’ sites', () => {
  it('keeps every text as the reader should see it, whatever characters a business name or title holds', () => {
    const doc = parseXml(
      rssFeed({ ...channel, selfLink: 'https://cafe.vitrina.pe/feed.xml?a=1&b=2' }, [
        {
          title: 'Ají & rocoto: <b>no</b> es HTML',
          link: 'https://cafe.vitrina.pe/blog/aji-y-rocoto',
          published: new Date('2026-11-02T15:00:00Z'),
          description: "Lo que 'hay' en la carta",
        },
      ]),
    );
    expect(doc.querySelector('channel > title')?.textContent).toBe(channel.title);
    expect(doc.querySelector('channel > description')?.textContent).toBe('Artículos "nuevos"');
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://cafe.vitrina.pe/blog');
    const item = doc.querySelector('item');
    expect(item?.querySelector('title')?.textContent).toBe('Ají & rocoto: <b>no</b> es HTML');
    expect(item?.querySelector('title')?.children).toHaveLength(0);
    expect(item?.querySelector('guid')?.textContent).toBe('https://cafe.vitrina.pe/blog/aji-y-rocoto');
    expect(item?.querySelector('pubDate')?.textContent).toBe('Mon, 02 Nov 2026 15:00:00 GMT');
    expect(item?.querySelector('description')?.textContent).toBe("Lo que 'hay' en la carta");
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe('https://cafe.vitrina.pe/feed.xml?a=1&b=2');
  });

  it('carries an article’s HTML whole, even when it holds the sequence that ends a CDATA section', () => {
    const html = '<p>Uno</p><pre>a]]>b</pre><p>Dos &amp; tres</p>';
    const doc = parseXml(
      rssFeed(channel, [
        { title: 't', link: 'https://x.pe/blog/t', published: new Date(0), description: 'd', contentHtml: html, categories: ['web', 'SEO & Google'] },
      ]),
    );
    const content = doc.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0];
    expect(content?.textContent).toBe(html);
    expect([...doc.querySelectorAll('item > category')].map((c) => c.textContent)).toEqual(['web', 'SEO & Google']);
  });

  it('names an article picture’s type from its file, and lists items in the order given', () => {
    const doc = parseXml(
      rssFeed(channel, [
        { title: 'Nuevo', link: 'https://x.pe/blog/nuevo', published: new Date(2), description: '', imageUrl: 'https://x.pe/api/uploads/foto.webp' },
        { title: 'Viejo', link: 'https://x.pe/blog/viejo', published: new Date(1), description: '', imageUrl: 'https://x.pe/api/uploads/foto.JPG' },
      ]),
    );
    expect([...doc.querySelectorAll('item > title')].map((t) => t.textContent)).toEqual(['Nuevo', 'Viejo']);
    expect([...doc.querySelectorAll('item > enclosure')].map((e) => e.getAttribute('type'))).toEqual(['image/webp', 'image/jpeg']);
  });
});

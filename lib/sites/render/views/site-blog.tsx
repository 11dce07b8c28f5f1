import type { PublishedSiteArticle } from '@/lib/sites/articles/published';
import type { SiteDocument } from '@/lib/sites/document/document';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';
import type { SiteLinks } from '@/lib/sites/render/site-links';
import { SiteFrame } from './site-page';

const published = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

const PublishedOn = ({ at }: { at: string }) => (
  <p className="note">
    <time dateTime={at}>{published.format(new Date(at))}</time>
  </p>
);

/** A site's blog (the Growth plan's monthly articles): the published ones, newest first. */
export function SiteBlogView({ document, links, articles }: { document: SiteDocument; links: SiteLinks; articles: PublishedSiteArticle[] }) {
  return (
    <SiteFrame document={document} current={SITE_BLOG_PATH} links={links} hasBlog>
      <section className="block">
        <div className="wrap narrow">
          <h1>Blog de {document.business.name}</h1>
          <ul className="posts">
            {articles.map((article) => (
              <li key={article.slug}>
                <article>
                  <h2>
                    <a href={links.page(`/${SITE_BLOG_PATH}/${article.slug}`)}>{article.title}</a>
                  </h2>
                  <PublishedOn at={article.publishedAt} />
                  <p>{article.excerpt}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </SiteFrame>
  );
}

/** One article. Its HTML was sanitized when the generator's answer was stored (lib/sites/articles/draft.ts). */
export function SiteArticleView({ document, links, article }: { document: SiteDocument; links: SiteLinks; article: PublishedSiteArticle }) {
  return (
    <SiteFrame document={document} current={`${SITE_BLOG_PATH}/${article.slug}`} links={links} hasBlog>
      <article className="block">
        <div className="wrap narrow">
          <p>
            <a href={links.page(`/${SITE_BLOG_PATH}`)} className="link">
              Blog
            </a>
          </p>
          <h1>{article.title}</h1>
          <PublishedOn at={article.publishedAt} />
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
        </div>
      </article>
    </SiteFrame>
  );
}

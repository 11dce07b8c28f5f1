import { Pagination } from '@/components/admin/pagination';
import type { Actor } from '@/lib/auth/session';
import { listArticlesForAdmin } from '@/lib/blog/admin-queries';
import { ArticleCard } from './article-card';
import { ArticleGeneratorForm } from './article-generator-form';

/** Blog Articles: the AI generator and every article, drafts included, newest first. */
export async function BlogTab({ actor, page }: { actor: Actor; page: number }) {
  const data = await listArticlesForAdmin(actor, page);
  return (
    <div className="space-y-6">
      <ArticleGeneratorForm />
      <section aria-labelledby="articles-heading" className="space-y-3">
        <h2 id="articles-heading" className="text-xl font-semibold">
          Artículos <span className="text-base font-normal text-muted-foreground">({data.total})</span>
        </h2>
        {data.articles.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-background p-10 text-center text-muted-foreground">
            No hay artículos todavía. ¡Crea tu primer artículo!
          </p>
        ) : (
          <ul className="space-y-3">
            {data.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          href={(p) => (p > 1 ? `/admin?tab=blog&page=${p}` : '/admin?tab=blog')}
          label="Páginas de artículos"
          previous="Anterior"
          next="Siguiente"
          of="de"
        />
      </section>
    </div>
  );
}

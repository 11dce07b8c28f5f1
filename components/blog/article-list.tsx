import { ArticleCard, type ArticleCardData } from './article-card';

/** The grid of cards, or the spec's empty text when nothing is published yet. */
export function ArticleList({ articles }: { articles: (ArticleCardData & { id: string })[] }) {
  if (articles.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center text-muted-foreground">
        No hay artículos publicados todavía. ¡Vuelve pronto!
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

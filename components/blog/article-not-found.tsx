import { BackToBlog } from './back-to-blog';

/** What a missing or unpublished article's URL shows (with HTTP status 404). */
export function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16 sm:py-24">
      <BackToBlog />
      <h1 className="text-3xl font-bold tracking-tight">Artículo no encontrado</h1>
      <p className="text-lg text-muted-foreground">El artículo que buscas no existe o ha sido eliminado.</p>
    </section>
  );
}

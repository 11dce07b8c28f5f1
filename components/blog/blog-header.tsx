/** The list's title block, shared by the page and its loading state so nothing jumps. */
export function BlogHeader({ page }: { page: number }) {
  return (
    <header className="mb-8 max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Ideas prácticas para que tu negocio en Perú consiga más clientes en internet: web, Google, WhatsApp y redes.
      </p>
      {page > 1 ? <p className="mt-2 text-sm text-muted-foreground">Página {page}</p> : null}
    </header>
  );
}

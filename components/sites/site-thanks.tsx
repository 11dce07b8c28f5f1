/** Where the contact form lands after sending (it works without JavaScript, so this is a page). */
export function SiteThanks() {
  return (
    <section className="px-4 py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="site-heading text-3xl font-bold">¡Gracias por escribirnos!</h1>
        <p className="mt-4 text-lg text-neutral-700">Recibimos tu mensaje y te responderemos muy pronto.</p>
        <a href="/" className="mt-8 inline-block font-semibold text-[var(--site-accent)] underline underline-offset-4">
          Volver al inicio
        </a>
      </div>
    </section>
  );
}

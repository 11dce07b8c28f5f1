'use client';
import './globals.css';

/** Replaces the root layout when it fails, so it brings its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es-PE">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <title>Unexpected Application Error!</title>
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p>Algo salió mal. Ya quedó registrado.</p>
        {error.digest ? <p className="text-sm">Código: {error.digest}</p> : null}
        <div className="flex gap-3">
          <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
            Intentar de nuevo
          </button>
          {/* A full page load on purpose: the client router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="rounded-md border border-input px-4 py-2">
            Volver al inicio
          </a>
        </div>
      </body>
    </html>
  );
}

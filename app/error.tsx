'use client';
import Link from 'next/link';

// The Button's classes written out: this boundary ships with every page, and the Button's class
// merging (tailwind-merge) would add about 7 KB gzip to each (docs/decisions/0004).
const BUTTON =
  'inline-flex h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">Algo salió mal al mostrar esta página. Ya quedó registrado.</p>
      {error.digest ? <p className="text-sm text-muted-foreground">Código: {error.digest}</p> : null}
      <div className="flex gap-3">
        <button type="button" onClick={reset} className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`}>
          Intentar de nuevo
        </button>
        <Link href="/" className={`${BUTTON} border border-input bg-background hover:bg-accent hover:text-accent-foreground`}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}

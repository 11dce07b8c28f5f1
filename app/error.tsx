'use client';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">Algo salió mal al mostrar esta página. Ya quedó registrado.</p>
      {error.digest ? <p className="text-sm text-muted-foreground">Código: {error.digest}</p> : null}
      <div className="flex gap-3">
        <Button onClick={reset}>Intentar de nuevo</Button>
        <Button asChild variant="outline">
          <Link href="/">Volver al inicio</Link>
        </Button>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Tu sitio web profesional por S/ 25 al mes</h1>
      <p className="mt-4 text-lg text-muted-foreground">Prueba gratis 5 días, sin tarjeta.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/start-trial">Empezar Ahora - Es Gratis</Link>
      </Button>
    </section>
  );
}

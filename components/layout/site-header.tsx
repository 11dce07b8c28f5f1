import Link from 'next/link';
import { Button } from '@/components/ui/button';

const NAV = [
  { href: '/#como-funciona', label: 'Cómo funciona' },
  { href: '/#precios', label: 'Precios' },
  { href: '/#ejemplos', label: 'Ejemplos' },
  { href: '/blog', label: 'Blog' },
];

/** The sticky public header; its links stay reachable on narrow screens by wrapping. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight text-primary" aria-label="Vitrina, ir al inicio">
          Vitrina
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-foreground hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild size="sm">
          <Link href="/start-trial">Prueba Gratis 5 Días</Link>
        </Button>
      </div>
    </header>
  );
}

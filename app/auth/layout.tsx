import Link from 'next/link';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link href="/" className="text-xl font-bold tracking-tight text-primary" aria-label="Vitrina, ir al inicio">
            Vitrina
          </Link>
        </div>
      </header>
      <main id="contenido" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        {children}
      </main>
    </div>
  );
}

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { headerCta, mainNav, siteConfig } from '@/content/site';
import { MobileNav } from './mobile-nav';

/** The sticky public header. Below md the four links move into a disclosure menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight text-primary" aria-label={`${siteConfig.name}, ir al inicio`}>
          {siteConfig.name}
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {mainNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-foreground hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="sm">
            <Link href={headerCta.href}>{headerCta.label}</Link>
          </Button>
          <MobileNav links={mainNav} />
        </div>
      </div>
    </header>
  );
}

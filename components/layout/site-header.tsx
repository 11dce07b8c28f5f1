import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { headerCta, mainNav, siteConfig } from '@/content/site';
import { MobileNav } from './mobile-nav';
import { SiteLink } from './site-link';

/** The sticky public header. Below md the four links move into a disclosure menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <SiteLink href="/" className="text-xl font-bold tracking-tight text-primary" aria-label={`${siteConfig.name}, ir al inicio`}>
          {siteConfig.name}
        </SiteLink>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {mainNav.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="text-foreground hover:text-primary">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="sm">
            <SiteLink href={headerCta.href}>{headerCta.label}</SiteLink>
          </Button>
          <MobileNav
            label={
              <>
                <Menu aria-hidden="true" className="size-5" />
                <span className="sr-only">Menú</span>
              </>
            }
          >
            <nav aria-label="Menú principal" className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md">
              <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
                {mainNav.map((item) => (
                  <li key={item.href}>
                    <SiteLink href={item.href} className="block rounded-md px-2 py-3 font-medium hover:bg-accent hover:text-accent-foreground">
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          </MobileNav>
        </div>
      </div>
    </header>
  );
}

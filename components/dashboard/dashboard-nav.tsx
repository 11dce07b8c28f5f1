'use client';

import { ChartColumnIcon, CreditCardIcon, GlobeIcon, HouseIcon, MailIcon, MessagesSquareIcon, PaletteIcon, UserRoundIcon } from 'lucide-react';
import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';

import { cn } from '@/lib/utils/cn';

/** The dashboard's sections, in the order an owner goes through them. */
const DASHBOARD_SECTIONS = [
  { href: '/dashboard', label: 'Inicio', icon: HouseIcon },
  { href: '/dashboard/sitio', label: 'Mi sitio', icon: GlobeIcon },
  { href: '/dashboard/logo', label: 'Logo', icon: PaletteIcon },
  { href: '/dashboard/correo', label: 'Correo', icon: MailIcon },
  { href: '/dashboard/mensajes', label: 'Mensajes', icon: MessagesSquareIcon },
  { href: '/dashboard/resultados', label: 'Resultados', icon: ChartColumnIcon },
  { href: '/dashboard/suscripcion', label: 'Suscripción', icon: CreditCardIcon },
  { href: '/dashboard/cuenta', label: 'Cuenta', icon: UserRoundIcon },
] as const;

/**
 * The dashboard's pages render whole on the server before they are sent (no loading.tsx: a
 * streamed page shows only its placeholder without JavaScript), so the tapped section says it is
 * on its way.
 */
function PendingDot() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden="true" className="size-1.5 shrink-0 animate-pulse rounded-full bg-current" /> : null;
}

function isCurrent(pathname: string, href: string) {
  return href === '/dashboard' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Every section one tap away: rows of three on a phone (no sideways scrolling hides one), one row
 * from `sm` up. Rendered on the server too, so the current page is marked without JavaScript.
 */
export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Secciones de tu panel" className="mx-auto w-full max-w-6xl px-2 pb-2 sm:px-4">
      <ul className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap">
        {DASHBOARD_SECTIONS.map(({ href, label, icon: Icon }) => {
          const current = isCurrent(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-3',
                  // Marked by more than colour: a bar under the label too.
                  current && 'bg-primary/10 text-primary shadow-[inset_0_-2px_0_currentColor] hover:bg-primary/15 hover:text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
                <PendingDot />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

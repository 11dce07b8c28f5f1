import { ChevronRightIcon, ShieldIcon } from 'lucide-react';
import Link from 'next/link';

import { PaymentFailedBanner } from '@/components/billing/payment-failed-banner';
import { PaymentReturnNotice } from '@/components/billing/payment-return-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

import { FirstSketch } from './first-sketch';
import { ProjectCard } from './project-card';
import { SiteGraceBanner } from './site-grace-banner';
import { SiteSummaryCard } from './site-summary-card';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What is waiting for the owner, each with the page where they act on it. */
function attentionItems(data: CustomerDashboard): { href: string; label: string }[] {
  const items: { href: string; label: string }[] = [];
  if (data.project?.previewUrl && !data.project.liveUrl) items.push({ href: '/dashboard/sitio', label: 'Revisa la vista previa de tu sitio' });
  const unreadFromTeam = data.messages.filter((message) => message.isUnread).length;
  if (unreadFromTeam > 0) items.push({ href: '/dashboard/mensajes', label: `${count(unreadFromTeam, 'mensaje nuevo', 'mensajes nuevos')} del equipo` });
  if (data.siteLeads && data.siteLeads.unread > 0) {
    items.push({ href: '/dashboard/mensajes', label: `${count(data.siteLeads.unread, 'mensaje', 'mensajes')} de tu web sin leer` });
  }
  return items;
}

/**
 * /dashboard, the home: where the customer stands and what needs them, short enough for one look
 * on a phone. Each section has its own page under /dashboard/... (the navigation in the layout).
 */
export function DashboardView({ data }: { data: CustomerDashboard }) {
  const firstName = data.profile.name.split(' ')[0] || data.profile.name;
  const attention = attentionItems(data);
  return (
    <div className="grid gap-6">
      <PaymentReturnNotice />
      {data.subscription?.status === 'past_due' ? (
        <PaymentFailedBanner paysByLink={data.subscription.paysByLink} linksOffered={data.subscription.offersPaymentLinks} />
      ) : null}
      {data.siteLifecycle.grace ? <SiteGraceBanner grace={data.siteLifecycle.grace} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Hola, {firstName}</h1>
          <p className="text-muted-foreground">Aquí ves cómo va tu sitio y lo que te espera.</p>
        </div>
        {data.isAdmin ? (
          <Button asChild variant="secondary" className="self-start sm:self-auto">
            <Link href="/admin">
              <ShieldIcon aria-hidden="true" />
              Panel de Administrador
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {data.project ? (
          <SiteSummaryCard project={data.project} subscription={data.subscription} />
        ) : (
          <ProjectCard project={null} subscription={data.subscription} siteReview={null} />
        )}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Pendientes</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {attention.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nada por ahora. Te avisaremos por correo cuando haya novedades.</p>
            ) : (
              <ul className="grid gap-2">
                {attention.map((item) => (
                  <li key={item.label}>
                    <Link
                      href={item.href}
                      className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {item.label}
                      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      {data.project?.firstSketch ? <FirstSketch sketch={data.project.firstSketch} compact /> : null}
    </div>
  );
}

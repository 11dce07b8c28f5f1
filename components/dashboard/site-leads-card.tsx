'use client';

import { useOptimistic, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { markSiteLeadReadAction } from '@/lib/sites/actions';

type Leads = NonNullable<CustomerDashboard['siteLeads']>;

/**
 * 'Mensajes de tu web': what visitors wrote through the site's contact form, newest first, with
 * the unread ones marked until the customer says they read them. Visitors' words are text.
 */
export function SiteLeadsCard({ data }: { data: Leads }) {
  const [isPending, startTransition] = useTransition();
  const [read, markRead] = useOptimistic(new Set<string>(), (current, id: string) => new Set(current).add(id));
  const unread = Math.max(0, data.unread - data.leads.filter((lead) => lead.isUnread && read.has(lead.id)).length);

  const markAsRead = (id: string) =>
    startTransition(async () => {
      markRead(id);
      const result = await markSiteLeadReadAction({ leadId: id });
      if (!result.ok) toast.error('No se pudo marcar como leído', { description: result.error });
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-2">
            Mensajes de tu web
            {unread > 0 ? <Badge variant="warning">{unread === 1 ? '1 sin leer' : `${unread} sin leer`}</Badge> : null}
          </h2>
        </CardTitle>
        <CardDescription>Lo que te escriben tus visitantes desde el formulario de contacto de tu sitio.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.leads.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay mensajes. Cuando alguien te escriba desde tu sitio, lo verás aquí y te llegará por correo.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Mensajes de tu web">
            {data.leads.map((lead) => {
              const isUnread = lead.isUnread && !read.has(lead.id);
              return (
                <li key={lead.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{lead.name}</span>
                    {isUnread ? <Badge variant="warning">Nuevo</Badge> : null}
                    <span className="text-muted-foreground">{lead.receivedAt}</span>
                  </p>
                  <p className="flex flex-wrap gap-x-3">
                    {lead.email ? (
                      <a className="text-primary underline" href={`mailto:${lead.email}`}>
                        {lead.email}
                      </a>
                    ) : null}
                    {lead.phone ? (
                      <a className="text-primary underline" href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`}>
                        {lead.phone}
                      </a>
                    ) : null}
                    <span className="text-muted-foreground">desde {lead.page}</span>
                  </p>
                  <p className="whitespace-pre-line break-words">{lead.message}</p>
                  {isUnread ? (
                    <Button type="button" size="sm" variant="outline" className="mt-1 justify-self-start" disabled={isPending} onClick={() => markAsRead(lead.id)}>
                      Marcar como leído<span className="sr-only"> el mensaje de {lead.name}</span>
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {data.leads.length > 0 ? (
          <a href="/api/account/site-leads" download className="justify-self-start text-sm font-medium text-primary underline underline-offset-4">
            Exportar CSV
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

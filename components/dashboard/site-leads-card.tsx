'use client';

import { useOptimistic, useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { deleteAllSiteLeadsAction, deleteSiteLeadAction, markSiteLeadReadAction } from '@/lib/sites/traffic/actions';
import { internationalPhone } from '@/lib/sites/document/contact-links';
import { SITE_LEAD_RETENTION_MONTHS } from '@/lib/sites/traffic/lead-retention';

type Leads = NonNullable<CustomerDashboard['siteLeads']>;

const DELETE_LABELS = { cancel: 'Cancelar', confirm: 'Eliminar', pending: 'Eliminando...' };
/** WCAG 2.2's minimum target (24 × 24 px) for the contact links, which are short words on a phone. */
const CONTACT_LINK = 'inline-flex min-h-6 min-w-6 items-center text-primary underline';

/**
 * 'Mensajes de tu web': what visitors wrote through the site's contact, reservation and order forms,
 * newest first (a reservation shows its day, time and people before anything else; an order, as
 * sent to WhatsApp, is marked as one), with
 * the unread ones marked until the customer says they read them. The owner can delete one or
 * all of them, as their site's privacy page tells visitors. Visitors' words are text.
 */
export function SiteLeadsCard({ data }: { data: Leads }) {
  const [isPending, startTransition] = useTransition();
  const [read, markRead] = useOptimistic(new Set<string>(), (current, id: string) => new Set(current).add(id));
  // Deleted ones leave the list at once; the refreshed data no longer has them.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const leads = data.leads.filter((lead) => !deleted.has(lead.id));
  const unread = Math.max(0, data.unread - data.leads.filter((lead) => lead.isUnread && (read.has(lead.id) || deleted.has(lead.id))).length);

  const markAsRead = (id: string) =>
    startTransition(async () => {
      markRead(id);
      const result = await markSiteLeadReadAction({ leadId: id });
      if (!result.ok) toast.error('No se pudo marcar como leído', { description: result.error });
    });

  const remove = (id: string, close: () => void) =>
    startTransition(async () => {
      const result = await deleteSiteLeadAction({ leadId: id });
      if (!result.ok) {
        toast.error('No se pudo eliminar el mensaje', { description: result.error });
        return;
      }
      setDeleted((current) => new Set(current).add(id));
      close();
      toast.success('Mensaje eliminado');
    });

  const removeAll = (close: () => void) =>
    startTransition(async () => {
      const result = await deleteAllSiteLeadsAction({});
      if (!result.ok) {
        toast.error('No se pudieron eliminar los mensajes', { description: result.error });
        return;
      }
      setDeleted(new Set(data.leads.map((lead) => lead.id)));
      close();
      toast.success('Mensajes eliminados');
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
        <CardDescription>
          Lo que te escriben tus visitantes desde los formularios de contacto, de reservas y de pedidos de tu sitio. Los guardamos {SITE_LEAD_RETENTION_MONTHS}{' '}
          meses, como dice la página de privacidad de tu sitio; puedes eliminarlos antes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {leads.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay mensajes. Cuando alguien te escriba desde tu sitio, lo verás aquí y te llegará por correo.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Mensajes de tu web">
            {leads.map((lead) => {
              const isUnread = lead.isUnread && !read.has(lead.id);
              return (
                <li key={lead.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
                  {/* A reservation leads with what the owner has to plan for: the day, the time, the people. */}
                  {lead.reservation ? <p className="font-semibold">Reserva para el {lead.reservation}</p> : null}
                  {lead.kind === 'order' ? <p className="font-semibold">Pedido por WhatsApp</p> : null}
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{lead.name}</span>
                    {isUnread ? <Badge variant="warning">Nuevo</Badge> : null}
                    <span className="text-muted-foreground">{lead.receivedAt}</span>
                  </p>
                  <p className="flex flex-wrap gap-x-3">
                    {lead.email ? (
                      <a className={CONTACT_LINK} href={`mailto:${lead.email}`}>
                        {lead.email}
                      </a>
                    ) : null}
                    {lead.phone ? (
                      <a className={CONTACT_LINK} href={`tel:${internationalPhone(lead.phone) ?? lead.phone}`}>
                        {lead.phone}
                      </a>
                    ) : null}
                    <span className="text-muted-foreground">desde {lead.page}</span>
                  </p>
                  {lead.message ? (
                    <p className="break-words whitespace-pre-line">
                      {lead.reservation ? <span className="font-medium">Nota: </span> : null}
                      {lead.message}
                    </p>
                  ) : null}
                  <div className="mt-1 flex flex-wrap gap-2">
                    {isUnread ? (
                      <Button type="button" size="sm" variant="outline" disabled={isPending} onClick={() => markAsRead(lead.id)}>
                        Marcar como leído<span className="sr-only"> el mensaje de {lead.name}</span>
                      </Button>
                    ) : null}
                    <ConfirmDialog
                      trigger={
                        <Button type="button" size="sm" variant="ghost" disabled={isPending}>
                          Eliminar<span className="sr-only"> el mensaje de {lead.name}</span>
                        </Button>
                      }
                      title="¿Eliminar este mensaje?"
                      description={`El mensaje de ${lead.name} se borrará para siempre de tu panel. No se puede deshacer.`}
                      labels={DELETE_LABELS}
                      isPending={isPending}
                      onConfirm={(close) => remove(lead.id, close)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {leads.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <a href="/api/account/site-leads" download className="text-sm font-medium text-primary underline underline-offset-4">
              Exportar CSV
            </a>
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" variant="ghost" disabled={isPending}>
                  Eliminar todos los mensajes
                </Button>
              }
              title="¿Eliminar todos los mensajes?"
              description="Se borrarán para siempre todos los mensajes que te enviaron desde tu sitio, también los que no aparecen en esta lista. Si quieres conservarlos, exporta antes el CSV."
              labels={{ ...DELETE_LABELS, confirm: 'Eliminar todos' }}
              isPending={isPending}
              onConfirm={removeAll}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

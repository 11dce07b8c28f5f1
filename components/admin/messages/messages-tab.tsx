import { Badge } from '@/components/ui/badge';
import type { Actor } from '@/lib/auth/session';
import { listContactMessages } from '@/lib/contact/admin-queries';
import { listSystemMessages } from '@/lib/messages/admin-queries';
import type { ReplyState } from '@/lib/messages/reply-clock';
import type { BadgeVariant } from '@/lib/billing/present';
import { MarkReadButton } from './mark-read-button';

/** Where each customer message stands against the promised 24-48 business hours. */
const REPLY_BADGES: Record<ReplyState, { label: string; variant: BadgeVariant }> = {
  overdue: { label: 'Respuesta atrasada', variant: 'destructive' },
  due_soon: { label: 'Responder pronto', variant: 'warning' },
  waiting: { label: 'Por responder', variant: 'secondary' },
  answered: { label: 'Respondido', variant: 'outline' },
};

/** Messages: the contact form's messages, then what customers wrote to the team (spec section 2). */
export async function MessagesTab({ actor }: { actor: Actor }) {
  const [contacts, system] = await Promise.all([listContactMessages(actor), listSystemMessages(actor)]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="contact-messages-heading" className="space-y-3">
        <h2 id="contact-messages-heading" className="text-xl font-semibold">
          Mensajes de Contacto
        </h2>
        {contacts.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-background p-8 text-center text-muted-foreground">No hay mensajes de contacto</p>
        ) : (
          <ul className="space-y-3">
            {contacts.map((c) => (
              <li key={c.id} className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="contact-message">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="break-words">{c.name}</span>
                      {c.read ? null : <Badge>Nuevo</Badge>}
                    </p>
                    <a href={`mailto:${c.email}`} className="text-sm break-all text-primary underline-offset-2 hover:underline">
                      {c.email}
                    </a>
                    <p className="text-xs text-muted-foreground">{c.sentAt}</p>
                  </div>
                  <MarkReadButton id={c.id} read={c.read} />
                </div>
                <p className="mt-3 text-sm break-words whitespace-pre-line">{c.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="system-messages-heading" className="space-y-3">
        <h2 id="system-messages-heading" className="text-xl font-semibold">
          Mensajes del Sistema
        </h2>
        {system.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-background p-8 text-center text-muted-foreground">No messages</p>
        ) : (
          <ul className="space-y-3">
            {system.map((m) => (
              <li key={m.id} className="rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="system-message">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span className="break-words">{m.subject || 'No Subject'}</span>
                  {m.read ? null : <Badge>New</Badge>}
                  {m.isRevisionRequest ? <Badge variant="warning">Revision request</Badge> : null}
                  {m.reply ? <Badge variant={REPLY_BADGES[m.reply.state].variant}>{REPLY_BADGES[m.reply.state].label}</Badge> : null}
                </p>
                {m.reply && m.reply.state !== 'answered' ? (
                  <p
                    className={m.reply.state === 'overdue' ? 'text-sm font-semibold text-destructive' : 'text-sm text-muted-foreground'}
                    data-testid="reply-clock"
                  >
                    {m.reply.label}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {m.sentAt}
                  {m.sender ? ` · ${m.sender.name} (${m.sender.email})` : ''}
                  {m.businessName ? ` · ${m.businessName}` : ''}
                </p>
                <p className="mt-3 text-sm break-words whitespace-pre-line">{m.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

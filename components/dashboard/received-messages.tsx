'use client';

import { InboxIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

import { useMarkReadWhenSeen } from './use-mark-read-when-seen';

type Props = { messages: CustomerDashboard['messages'] };

/** Messages from the team, newest first; unread ones stand out and are marked read once seen. */
export function ReceivedMessages({ messages }: Props) {
  const observeUnread = useMarkReadWhenSeen();

  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        <InboxIcon aria-hidden="true" className="size-6" />
        <p>Aún no tienes mensajes. Aquí verás las novedades de tu proyecto.</p>
      </div>
    );
  }

  return (
    <ul className="grid gap-3" aria-label="Mensajes recibidos">
      {messages.map((m) => (
        <li
          key={m.id}
          ref={m.isUnread ? observeUnread : undefined}
          data-message-id={m.id}
          className={m.isUnread ? 'rounded-md border border-l-4 border-primary/40 border-l-primary bg-primary/5 p-4' : 'rounded-md border border-border p-4'}
        >
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words">{m.subject}</p>
            {m.isUnread ? <Badge>Nuevo</Badge> : null}
            <p className="ml-auto text-xs text-muted-foreground">{m.sentAt}</p>
          </div>
          <p className="mt-2 text-sm break-words whitespace-pre-line">{m.message}</p>
        </li>
      ))}
    </ul>
  );
}

import { Badge } from '@/components/ui/badge';
import type { ConversationMessage } from '@/lib/messages/admin-schemas';
import { cn } from '@/lib/utils/cn';

/**
 * Everything the team and this customer have written to each other, oldest first, so anyone on
 * the team can see what the customer was told and what they asked. Read state is the recipient's.
 */
export function Conversation({ messages }: { messages: ConversationMessage[] }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Conversation, oldest first">
      {messages.map((m) => (
        <li
          key={m.id}
          data-testid="conversation-message"
          className={cn('rounded-md border p-3', m.fromCustomer ? 'mr-8 border-border bg-background' : 'ml-8 border-primary/30 bg-primary/5')}
        >
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{m.fromCustomer ? 'Customer' : `Team${m.teamMember ? ` (${m.teamMember})` : ''}`}</span>
            <span>{m.sentAt}</span>
            {m.subject ? <span className="break-words">· {m.subject}</span> : null}
            {m.isRevisionRequest ? <Badge variant="warning">Revision request</Badge> : null}
            <Badge variant={m.read ? 'outline' : 'secondary'}>{m.read ? 'Read' : 'Unread'}</Badge>
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-line">{m.message}</p>
        </li>
      ))}
    </ol>
  );
}

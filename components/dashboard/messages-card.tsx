'use client';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { sendCustomerMessageAction } from '@/lib/messages/actions';

import { ReceivedMessages } from './received-messages';
import { TeamMessageForm } from './team-message-form';

/** Messages from the team and the form to write to them. */
export function MessagesCard({ messages }: { messages: CustomerDashboard['messages'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Mensajes</h2>
        </CardTitle>
        <CardDescription>Te respondemos en 24 a 48 horas hábiles.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ReceivedMessages messages={messages} />
        <TeamMessageForm
          label="Escribir al equipo"
          placeholder="Escribe tu consulta o lo que necesites."
          submitLabel="Enviar mensaje"
          successMessage="Mensaje enviado al administrador"
          send={sendCustomerMessageAction}
        />
      </CardContent>
    </Card>
  );
}

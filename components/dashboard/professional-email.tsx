'use client';

import { useId, useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/result';
import type { EmailAddressView, EmailDomainView } from '@/lib/sites/email/professional-email';

type SiteInput = { siteId: string };
export type EmailActions = {
  prepare: (input: SiteInput) => Promise<ActionResult<EmailDomainView>>;
  verify: (input: SiteInput) => Promise<ActionResult<EmailDomainView>>;
  add: (input: SiteInput & { localPart: string; forwardTo: string }) => Promise<ActionResult<EmailAddressView>>;
  remove: (input: SiteInput & { addressId: string }) => Promise<ActionResult<void>>;
};

type Props = {
  siteId: string;
  domain: string;
  setup: EmailDomainView | null;
  addresses: EmailAddressView[];
  limit: number;
  accountEmail: string;
  actions: EmailActions;
};

/**
 * 'Correo profesional' once the customer has a verified domain and a plan with addresses: the mail
 * records to create and their check, then the addresses and where each forwards. What was typed
 * stays on screen when something fails.
 */
export function ProfessionalEmail({ siteId, domain, setup: initialSetup, addresses: initialAddresses, limit, accountEmail, actions }: Props) {
  const id = useId();
  const [setup, setSetup] = useState(initialSetup);
  const [addresses, setAddresses] = useState(initialAddresses);
  const [localPart, setLocalPart] = useState('');
  const [forwardTo, setForwardTo] = useState(accountEmail);
  const [error, setError] = useState<{ where: 'records' | 'address'; message: string } | null>(null);
  const [isPending, startTransition] = useTransition();

  const run = <T,>(where: 'records' | 'address', step: () => Promise<ActionResult<T>>, onDone: (data: T) => void) =>
    startTransition(async () => {
      const result = await step();
      if (!result.ok) {
        const fields = result.fieldErrors;
        setError({ where, message: fields?.localPart?.[0] ?? fields?.forwardTo?.[0] ?? result.error });
        return;
      }
      setError(null);
      onDone(result.data);
    });

  const isFull = addresses.length >= limit;
  // A plan without addresses (after a change of plan): the ones made before are listed, to remove.
  const isRemoveOnly = limit === 0;
  const add = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(
      'address',
      () => actions.add({ siteId, localPart, forwardTo }),
      (address) => {
        setAddresses((list) => [...list, address]);
        setLocalPart('');
        toast.success(`Listo: lo que llegue a ${address.address} te llegará a ${address.forwardTo}.`);
      },
    );
  };

  return (
    <div className="grid gap-6">
      {isRemoveOnly ? null : (
        <Card role="region" aria-labelledby={`${id}-records`}>
          <CardHeader>
            <CardTitle asChild>
              <h2 id={`${id}-records`}>Registros de correo de {domain}</h2>
            </CardTitle>
            <CardDescription>
              Para que el correo de {domain} llegue a tus direcciones, crea estos registros en el panel DNS de tu proveedor de dominio.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {setup ? (
              <>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={setup.verified ? 'success' : 'warning'}>{setup.verified ? 'Verificado' : 'Pendiente de verificación'}</Badge>
                  <span className="font-medium break-all">{setup.domain}</span>
                </p>
                {setup.lastError ? <p className="text-sm text-muted-foreground">{setup.lastError}</p> : null}
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Registros DNS para el correo de {setup.domain}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="pr-3 font-medium">
                          Tipo
                        </th>
                        <th scope="col" className="pr-3 font-medium">
                          Nombre
                        </th>
                        <th scope="col" className="pr-3 font-medium">
                          Prioridad
                        </th>
                        <th scope="col" className="font-medium">
                          Valor
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {setup.records.map((record) => (
                        <tr key={`${record.type}-${record.value}`} className="align-top">
                          <td className="pr-3 font-mono">{record.type}</td>
                          <td className="pr-3 font-mono break-all">{record.name}</td>
                          <td className="pr-3 font-mono">{record.priority ?? ''}</td>
                          <td className="font-mono break-all">{record.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="text-sm text-muted-foreground">
                  Si tu dominio ya tiene un registro TXT que empieza con «v=spf1», no crees otro: agrégale lo que empieza con «include:» de arriba. Mientras
                  estos registros MX estén en tu dominio, el correo de {domain} llega a tus direcciones de aquí, no a otro servicio de correo.
                </p>
                <div>
                  <Button
                    type="button"
                    onClick={() =>
                      run(
                        'records',
                        () => actions.verify({ siteId }),
                        (view) => {
                          setSetup(view);
                          if (view.verified) toast.success(`¡Listo! Ya puedes crear direcciones de ${view.domain}.`);
                        },
                      )
                    }
                    disabled={isPending}
                  >
                    {isPending ? <Spinner className="size-4" label="Verificando..." /> : null}
                    Verificar
                  </Button>
                </div>
              </>
            ) : (
              <div>
                <Button type="button" onClick={() => run('records', () => actions.prepare({ siteId }), setSetup)} disabled={isPending}>
                  {isPending ? <Spinner className="size-4" label="Preparando..." /> : null}
                  Preparar mi correo
                </Button>
              </div>
            )}
            {error?.where === 'records' ? (
              <p role="alert" className="text-sm text-destructive">
                {error.message}
              </p>
            ) : null}
          </CardContent>
        </Card>
      )}

      <Card role="region" aria-labelledby={`${id}-addresses-heading`}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={`${id}-addresses-heading`}>Tus direcciones</h2>
          </CardTitle>
          <CardDescription>
            {isRemoveOnly
              ? 'Siguen reenviando tus correos hasta que las quites.'
              : `${addresses.length} de ${limit} direcciones de tu plan. Cada una reenvía lo que recibe al correo que elijas.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {addresses.length > 0 ? (
            <ul aria-labelledby={`${id}-addresses-heading`} className="grid gap-2">
              {addresses.map((address) => (
                <li key={address.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
                  <span className="break-all">
                    <span className="font-medium">{address.address}</span> → {address.forwardTo}
                  </span>
                  <ConfirmDialog
                    trigger={
                      <Button type="button" variant="ghost" size="sm" disabled={isPending} aria-label={`Quitar ${address.address}`}>
                        Quitar
                      </Button>
                    }
                    title="Quitar dirección"
                    description={`Los correos que lleguen a ${address.address} ya no te llegarán.`}
                    labels={{ cancel: 'Cancelar', confirm: 'Quitar', pending: 'Quitando...' }}
                    isPending={isPending}
                    onConfirm={(close) =>
                      run(
                        'address',
                        () => actions.remove({ siteId, addressId: address.id }),
                        () => {
                          setAddresses((list) => list.filter((item) => item.id !== address.id));
                          close();
                        },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Todavía no tienes direcciones.</p>
          )}
          {isRemoveOnly ? null : !setup?.verified ? (
            <p className="text-sm">Cuando tus registros estén verificados podrás crear direcciones aquí.</p>
          ) : isFull ? (
            <p className="text-sm">Ya usas las {limit} direcciones de tu plan. Quita una para crear otra.</p>
          ) : (
            <form onSubmit={add} className="grid gap-3" noValidate>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-local`}>Nueva dirección</Label>
                <div className="flex items-center gap-2">
                  <Input
                    id={`${id}-local`}
                    name="localPart"
                    value={localPart}
                    onChange={(event) => setLocalPart(event.target.value)}
                    placeholder="contacto"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={64}
                    readOnly={isPending}
                    aria-describedby={`${id}-domain`}
                  />
                  <span id={`${id}-domain`} className="text-sm break-all text-muted-foreground">
                    @{domain}
                  </span>
                </div>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-forward`}>Reenviar a</Label>
                <Input
                  id={`${id}-forward`}
                  name="forwardTo"
                  type="email"
                  value={forwardTo}
                  onChange={(event) => setForwardTo(event.target.value)}
                  autoComplete="email"
                  spellCheck={false}
                  maxLength={254}
                  readOnly={isPending}
                />
              </div>
              <div>
                <Button type="submit" disabled={isPending || localPart.trim() === ''}>
                  Agregar dirección
                </Button>
              </div>
            </form>
          )}
          {error?.where === 'address' ? (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

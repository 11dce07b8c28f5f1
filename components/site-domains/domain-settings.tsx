'use client';

import { useId, useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/result';
import type { SiteDomainView } from '@/lib/sites/domains/domains';
import { DOMAIN_TEXTS, type DomainTexts } from './domain-texts';

type Actions = {
  set: (input: { siteId: string; domain: string }) => Promise<ActionResult<SiteDomainView>>;
  verify: (input: { siteId: string }) => Promise<ActionResult<SiteDomainView>>;
  remove: (input: { siteId: string }) => Promise<ActionResult<void>>;
};

type Props = {
  siteId: string;
  /** The site's own address, where it answers whatever happens to the domain. */
  siteAddress: string;
  initial: SiteDomainView | null;
  actions: Actions;
  /** The dashboard speaks Spanish; the admin panel, English (spec section 7). */
  language: keyof typeof DOMAIN_TEXTS;
};

/**
 * 'Tu dominio': the customer (or the team) names a domain, creates the two DNS records shown, and
 * asks for a check; the outcome and its reason stay on screen. What was typed stays on failure.
 */
export function DomainSettings({ siteId, siteAddress, initial, actions, language }: Props) {
  const t: DomainTexts = DOMAIN_TEXTS[language];
  const id = useId();
  const [domain, setDomain] = useState<SiteDomainView | null>(initial);
  const [typed, setTyped] = useState(initial?.domain ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const run = <T,>(step: () => Promise<ActionResult<T>>, onDone: (data: T) => void) =>
    startTransition(async () => {
      const result = await step();
      if (!result.ok) {
        setError(result.fieldErrors?.domain?.[0] ?? result.error);
        return;
      }
      setError(null);
      onDone(result.data);
    });

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(
      () => actions.set({ siteId, domain: typed }),
      (view) => {
        setDomain(view);
        setTyped(view.domain);
        toast.success(t.saved);
      },
    );
  };
  const verify = () =>
    run(
      () => actions.verify({ siteId }),
      (view) => {
        setDomain(view);
        if (view.verified) toast.success(t.verifiedToast(view.domain));
      },
    );

  // Verified, but the last check (the daily re-check or 'Verificar') did not find the records.
  const isFailing = domain?.verified === true && domain.lastError !== null;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-md border border-border p-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {t.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{t.intro(siteAddress)}</p>
      <form onSubmit={save} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={`${id}-domain`}>{t.label}</Label>
          <Input
            id={`${id}-domain`}
            name="domain"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="www.minegocio.pe"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            readOnly={isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={isPending || typed.trim() === '' || typed.trim() === domain?.domain}>
          {t.save}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {domain ? (
        <div className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={domain.verified && !isFailing ? 'success' : 'warning'}>{isFailing ? t.failing : domain.verified ? t.verified : t.pending}</Badge>
            <span className="font-medium break-all">{domain.domain}</span>
          </p>
          {isFailing ? <p className="text-sm">{t.failingNote}</p> : null}
          {domain.lastError ? <p className="text-sm text-muted-foreground">{domain.lastError}</p> : null}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-1 text-left text-muted-foreground">{t.recordsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-3 font-medium">
                    {t.type}
                  </th>
                  <th scope="col" className="pr-3 font-medium">
                    {t.name}
                  </th>
                  <th scope="col" className="font-medium">
                    {t.value}
                  </th>
                </tr>
              </thead>
              <tbody>
                {domain.records.map((record) => (
                  <tr key={record.type} className="align-top">
                    <td className="pr-3 font-mono">{record.type}</td>
                    <td className="pr-3 font-mono break-all">{record.name}</td>
                    <td className="font-mono break-all">{record.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {domain.isRoot ? <p className="text-sm">{t.rootNote(domain.domain)}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={verify} disabled={isPending}>
              {isPending ? <Spinner className="size-4" label={t.checking} /> : null}
              {t.verify}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" disabled={isPending}>
                  {t.remove}
                </Button>
              }
              title={t.removeTitle}
              description={t.removeDescription(domain.domain, siteAddress)}
              labels={t.removeLabels}
              isPending={isPending}
              onConfirm={(close) =>
                run(
                  () => actions.remove({ siteId }),
                  () => {
                    setDomain(null);
                    setTyped('');
                    close();
                  },
                )
              }
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}

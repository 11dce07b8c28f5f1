'use client';

import { useTransition } from 'react';

import { PLAN_PAGES } from '@/content/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { upgradePlanAction } from '@/lib/billing/actions';
import type { PlanUpgrade } from '@/lib/billing/change-plan';

import { reachServer } from './reach-server';

/** 'Cambiar a Plan Crecimiento' on the subscription page: what changes, what it costs and from when. */
export function PlanUpgradeCard({ upgrade }: { upgrade: PlanUpgrade }) {
  const [isPending, startTransition] = useTransition();
  const confirm = (close: () => void) =>
    startTransition(async () => {
      const result = await reachServer(() => upgradePlanAction({}));
      if (!result.ok) {
        toast.error('No se pudo cambiar tu plan', { description: result.error });
        return;
      }
      close();
      toast.success('Ahora tienes el Plan Crecimiento');
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pasa al Plan Crecimiento</h2>
        </CardTitle>
        <CardDescription>
          Hasta {PLAN_PAGES.growth} páginas, blog y un artículo SEO al mes escrito y publicado por nosotros, por {upgrade.price} al mes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{upgrade.when}</p>
        <ConfirmDialog
          trigger={<Button className="justify-self-start">Cambiar a Plan Crecimiento</Button>}
          title="¿Cambiar al Plan Crecimiento?"
          description={upgrade.when}
          labels={{ cancel: 'Volver', confirm: 'Sí, cambiar', pending: 'Cambiando...' }}
          isPending={isPending}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}

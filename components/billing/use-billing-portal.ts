'use client';

import { useTransition } from 'react';
import { toast } from '@/components/ui/toast';

import { openBillingPortalAction } from '@/lib/billing/actions';

import { openInNewTab } from './open-in-new-tab';
import { reachServer } from './reach-server';

/** Opens the billing portal in a new tab; shared by the manage button and the past-due banner. */
export function useBillingPortal() {
  const [isOpening, startTransition] = useTransition();
  const openPortal = () =>
    startTransition(async () => {
      const result = await reachServer(() => openBillingPortalAction({}));
      if (result.ok) openInNewTab(result.data.url);
      else toast.error('Error al abrir portal de gestión', { description: result.error });
    });
  return { isOpening, openPortal };
}

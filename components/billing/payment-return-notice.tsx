'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';

import { authClient } from '@/lib/auth/client';
import { checkSubscriptionAction } from '@/lib/billing/actions';

/** Spec section 9: the subscription is re-checked 2 seconds after a successful payment. */
const RECHECK_AFTER_PAYMENT_MS = 2000;

/**
 * Syncs the subscription when the dashboard loads and after returning from checkout. The
 * ?success / ?canceled parameters only choose a toast; the state comes from the provider.
 */
function PaymentReturnNoticeInner() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const handled = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Runs once per page load. Stripping the parameter changes searchParams, which must not cancel
  // the pending re-check, so the timer is not tied to this effect's cleanup.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const succeeded = searchParams.get('success') === 'true';
    const canceled = searchParams.get('canceled') === 'true';
    if (succeeded) toast.success('¡Pago procesado exitosamente!');
    else if (canceled) toast.info('Pago cancelado');
    if (searchParams.has('success') || searchParams.has('canceled')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('success');
      rest.delete('canceled');
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }

    const check = async (announce: boolean) => {
      let result: Awaited<ReturnType<typeof checkSubscriptionAction>>;
      try {
        result = await checkSubscriptionAction({});
      } catch {
        // The server could not be reached at all: worth saying only when the customer awaits news.
        if (mounted.current && announce) toast.error('Error al verificar suscripción');
        return;
      }
      if (!mounted.current) return;
      if (result.ok) {
        if (announce) toast.success('Estado de suscripción actualizado');
        if (result.data.changed) router.refresh();
      } else if (result.code === 'unauthenticated') {
        await authClient.signOut().catch(() => undefined);
        router.replace('/auth');
      }
      // The server's own answers (provider down, payments off) stay silent, as spec section 8 asks.
    };

    void check(false);
    if (succeeded) window.setTimeout(() => void check(true), RECHECK_AFTER_PAYMENT_MS);
  }, [pathname, router, searchParams]);

  return null;
}

/** Renders nothing; Next requires a Suspense boundary around useSearchParams. */
export function PaymentReturnNotice() {
  return (
    <Suspense fallback={null}>
      <PaymentReturnNoticeInner />
    </Suspense>
  );
}

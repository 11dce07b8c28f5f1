'use client';

import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

import { toasterListening } from './toast';

/** Loaded by ToastHost on the first toast; call `toast` from '@/components/ui/toast' anywhere. */
export function Toaster() {
  // Sonner subscribes in its own effect, which runs before this one (children first).
  useEffect(() => toasterListening(), []);
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      // Sonner's built-in labels are English.
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}

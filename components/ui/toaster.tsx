'use client';

import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Mount once in the root layout; call `toast()` from 'sonner' anywhere. */
function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      // Sonner's built-in labels are English.
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
      {...props}
    />
  );
}

export { Toaster };

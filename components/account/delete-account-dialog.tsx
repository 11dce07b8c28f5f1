'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { deleteAccountAction } from '@/lib/privacy/actions';

/** How long the goodbye shows before the landing page opens. */
const GOODBYE_MS = 2000;

type Errors = { password?: string; confirm?: string; form?: string };

/** 'Eliminar mi cuenta': a warning, the password again and an explicit confirmation. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isPending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await deleteAccountAction({ password: String(form.get('password') ?? ''), confirm: form.get('confirm') === 'on' });
      if (!result.ok) {
        const passwordError = result.fieldErrors?.password?.[0] ?? (result.code === 'invalid' && !result.fieldErrors ? result.error : undefined);
        setErrors({ password: passwordError, confirm: result.fieldErrors?.confirm?.[0], form: passwordError || result.fieldErrors ? undefined : result.error });
        return;
      }
      setOpen(false);
      toast.success('Tu cuenta fue eliminada. Te enviamos un correo de confirmación.');
      // The landing page loads as a document of its own, without this page's toasts (decision
      // 0027): it opens once the message has been read here.
      setTimeout(() => window.location.replace('/'), GOODBYE_MS);
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) {
          setOpen(next);
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">Eliminar mi cuenta</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Eliminar tu cuenta?</DialogTitle>
          <DialogDescription>
            Se cancelará tu suscripción, se cerrarán tus sesiones en todos tus dispositivos y se borrarán tu perfil, tus solicitudes y tus mensajes. Tu sitio
            dejará de estar disponible. Esta acción no se puede deshacer.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Por ley conservaremos las hojas del Libro de Reclamaciones que hayas presentado y los comprobantes de pago.
        </p>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <label htmlFor="delete-password" className="block text-sm font-medium">
              Tu contraseña
            </label>
            <Input
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              disabled={isPending}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'delete-password-error' : undefined}
            />
            {errors.password ? (
              <p id="delete-password-error" className="text-sm text-destructive">
                {errors.password}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                disabled={isPending}
                className="mt-0.5 size-4 accent-[var(--color-destructive)]"
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? 'delete-confirm-error' : undefined}
              />
              Entiendo que mi cuenta y mis datos se eliminarán de forma definitiva.
            </label>
            {errors.confirm ? (
              <p id="delete-confirm-error" className="text-sm text-destructive">
                {errors.confirm}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? 'Eliminando...' : 'Eliminar mi cuenta definitivamente'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { TotpQrCode } from './totp-qr-code';

export type Enrollment = { totpURI: string; backupCodes: string[] };

/** The setup key in groups of four, as authenticator apps show it for manual entry. */
function setupKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step two: add the key to the app, keep the backup codes, and prove it works with one code. */
export function TotpSetup({ enrollment, onVerified, onCancel }: { enrollment: Enrollment; onVerified: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your app');
    setIsPending(true);
    const { error: verifyError } = await authClient.twoFactor
      .verifyTotp({ code: code.trim() })
      .catch(() => ({ error: { message: 'The server could not be reached, try again' } }));
    setIsPending(false);
    if (verifyError) return setError(verifyError.message ?? 'That code is not valid, try the current one');
    onVerified();
  }

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(enrollment.backupCodes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them instead');
    }
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li>
          <p>Scan this code with your authenticator app:</p>
          <div className="mt-2">
            <TotpQrCode totpURI={enrollment.totpURI} />
          </div>
          <p className="mt-3">Or add an account by hand with this setup key (time-based):</p>
          <p data-testid="totp-setup-key" className="mt-2 rounded-md bg-muted p-3 font-mono text-base tracking-wider break-all">
            {setupKey(enrollment.totpURI)}
          </p>
          <p className="mt-2">
            On this phone?{' '}
            <a href={enrollment.totpURI} className="text-primary underline underline-offset-2">
              Open it in the authenticator app
            </a>
          </p>
        </li>
        <li>
          <p>Keep these backup codes somewhere safe. Each one signs you in once if you lose the phone:</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono">
            {enrollment.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={copyCodes}>
            Copy backup codes
          </Button>
        </li>
        <li>
          <form onSubmit={verify} noValidate className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="totp-code">Code from the app</Label>
            <Input
              id="totp-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'totp-code-error' : undefined}
              disabled={isPending}
            />
            {error ? (
              <p id="totp-code-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" disabled={isPending}>
                {isPending ? <Spinner className="size-4" label="Verifying..." /> : null}
                Verify and turn on
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel} disabled={isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorForm } from './two-factor-form';

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'two-factor';

const HEADINGS: Record<AuthMode, { title: string; description: string }> = {
  signin: { title: 'Iniciar sesión', description: 'Entra a tu panel para ver tu proyecto y tus mensajes.' },
  signup: { title: 'Crear cuenta', description: 'Crea tu cuenta para seguir tu proyecto desde tu panel.' },
  forgot: { title: 'Recuperar contraseña', description: 'Te ayudamos a volver a entrar a tu cuenta.' },
  'two-factor': { title: 'Verificación en dos pasos', description: 'Tu cuenta tiene una protección extra.' },
};

type Props = {
  /** Where to go once signed in: already checked by safeNextPath on the server. */
  next: string;
  initialMode: 'signin' | 'signup' | 'forgot';
};

/** /auth: one card that toggles between signing in and creating an account. */
export function AuthCard({ next, initialMode }: Props) {
  const router = useRouter();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // Shared by every mode, so switching keeps what was typed.
  const [email, setEmail] = useState('');
  const heading = HEADINGS[mode];

  const goNext = () => {
    router.replace(next);
    router.refresh();
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{heading.title}</h1>
        </CardTitle>
        <CardDescription>{heading.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode === 'signin' ? (
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            onSignedIn={goNext}
            onTwoFactorRequired={() => setMode('two-factor')}
            onForgotPassword={() => setMode('forgot')}
          />
        ) : null}
        {mode === 'signup' ? <SignUpForm email={email} onEmailChange={setEmail} onSignedUp={goNext} /> : null}
        {mode === 'forgot' ? <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setMode('signin')} /> : null}
        {mode === 'two-factor' ? <TwoFactorForm onVerified={goNext} onCancel={() => setMode('signin')} /> : null}
      </CardContent>
      {mode === 'signin' || mode === 'signup' ? (
        <CardFooter className="flex-wrap justify-center gap-1 text-sm">
          <span className="text-muted-foreground">{mode === 'signin' ? '¿No tienes una cuenta?' : '¿Ya tienes una cuenta?'}</span>
          <Button variant="link" className="h-auto p-0" onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}>
            {mode === 'signin' ? 'Crear cuenta' : 'Inicia sesión'}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

'use client';

import { Input } from '@/components/ui/input';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/text/limits';

type InputProps = React.ComponentProps<typeof Input>;

/**
 * The e-mail box shared by sign-in, sign-up and "forgot password": its value follows the user
 * from one form to the other through `onEmailChange`.
 */
export function EmailInput({ onEmailChange, ...props }: InputProps & { onEmailChange: (email: string) => void }) {
  return <Input {...props} type="email" name="email" autoComplete="email" required onChange={(e) => onEmailChange(e.target.value)} />;
}

/** A password being chosen (sign-up, reset), with the length rules the server enforces. */
export function NewPasswordInput(props: InputProps) {
  return <Input {...props} type="password" name="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} />;
}

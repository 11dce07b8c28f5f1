import type { ReactNode } from 'react';

type Props = { title: string; description?: string; children: ReactNode };

/**
 * One titled group of the trial form; fieldset + legend name the group for screen readers. Laid
 * out with the page, not as it nears the screen: with content-visibility the groups below took
 * their real height only once scrolled to, so the form moved under a jump (a focus, a link to an
 * error) and a tap could land on the wrong field. Without React on the page the whole layout is cheap.
 */
export function FormSection({ title, description, children }: Props) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  );
}

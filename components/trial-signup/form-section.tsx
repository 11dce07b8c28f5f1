import type { ReactNode } from 'react';

type Props = { title: string; description?: string; children: ReactNode };

/**
 * One titled group of the trial form; fieldset + legend name the group for screen readers. The
 * browser lays out a group only once it nears the screen (content-visibility): the whole form's
 * style and layout was most of /start-trial's blocking time on a mid-range phone (issue 28).
 */
export function FormSection({ title, description, children }: Props) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 [contain-intrinsic-block-size:auto_320px] [content-visibility:auto] sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  );
}

import type { ReactNode } from 'react';
import { slugify } from '@/lib/blog/slug';
import { cn } from '@/lib/utils/cn';

type SectionProps = {
  id?: string;
  title: string;
  subtitle?: string;
  /** Alternate sections get a tinted background so the long landing page reads in blocks. */
  tinted?: boolean;
  children: ReactNode;
};

/** One landing-page band: an <h2> heading labels the section for assistive technology. */
export function Section({ id, title, subtitle, tinted = false, children }: SectionProps) {
  const headingId = `${id ?? slugify(title)}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('px-4 py-16 sm:py-20', tinted && 'bg-muted')}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-3 text-lg text-pretty text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

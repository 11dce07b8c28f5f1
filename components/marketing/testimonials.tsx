import { MapPin } from 'lucide-react';
import { testimonials } from '@/content/landing';
import { Section } from './section';

/** `claim`: the customer count the copy may state (lib/social-proof/claims.ts), or null to state none. */
export function Testimonials({ claim }: { claim: number | null }) {
  return (
    <Section id="testimonios" title={testimonials.title} subtitle={claim === null ? undefined : testimonials.subtitle(claim)}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
              <p className="w-fit rounded-md bg-accent px-2 py-1 text-xs font-medium text-accent-foreground">Antes: {item.painLabel}</p>
              <blockquote className="mt-4 flex-1 text-pretty">“{item.text}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                >
                  {item.initials}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-muted-foreground">{item.business}</span>
                  <span className="flex items-center gap-1 text-muted-foreground">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {item.city}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { Check, Quote } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { hero } from '@/content/landing';
import type { PlanPrices } from '@/content/plans';
import { SitePreview } from './site-preview';

/** First screen: the promise, the two actions, one customer's words and the trust lines. */
export function Hero({ prices }: { prices: PlanPrices }) {
  return (
    <section aria-labelledby="hero-titulo" className="overflow-hidden bg-gradient-to-b from-accent to-background px-4 pt-12 pb-16 sm:pt-20 sm:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <h1 id="hero-titulo" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.headline(prices)}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">{hero.subheadline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={hero.primaryCta.href}>{hero.primaryCta.label}</Link>
            </Button>
            {/* A plain in-page anchor: the browser scrolls smoothly (globals.css), no script needed. */}
            <Button asChild size="lg" variant="outline">
              <a href="#ejemplos">{hero.secondaryCta.label}</a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm font-medium sm:flex-row sm:flex-wrap sm:gap-x-6">
            {hero.trustLines.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-success" />
                {line}
              </li>
            ))}
          </ul>
          <figure className="mt-8 max-w-xl rounded-lg border border-border bg-card p-5 shadow-sm">
            <Quote aria-hidden="true" className="size-5 text-primary" />
            <blockquote className="mt-2 text-pretty">“{hero.testimonial.quote}”</blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{hero.testimonial.name}</span>, {hero.testimonial.business}
            </figcaption>
          </figure>
        </div>
        <SitePreview />
      </div>
    </section>
  );
}

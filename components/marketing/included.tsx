import { included } from '@/content/landing';
import type { PlanPrices } from '@/content/plans';
import { IconBadge } from './icon';
import { Section } from './section';

/** 'Everything included', with the stated reference values of the logo and SEO. */
export function Included({ prices }: { prices: PlanPrices }) {
  return (
    <Section id="incluido" title={included.title} subtitle={included.subtitle} tinted>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {included.items.map((item) => (
          <li key={item.name} className="flex gap-4 rounded-lg border border-border bg-card p-5">
            <IconBadge name={item.icon} />
            <div className="min-w-0">
              <h3 className="font-semibold">{item.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              {item.valueLabel ? (
                <p className="mt-2 inline-block rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{item.valueLabel}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 max-w-xl rounded-lg bg-primary px-6 py-5 text-center text-primary-foreground">
        <p className="text-2xl font-bold">{included.totalValueLabel}</p>
        <p className="mt-1">{included.totalValueNote(prices)}</p>
      </div>
    </Section>
  );
}

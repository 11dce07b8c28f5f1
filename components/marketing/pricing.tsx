import { Check } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { launchOffer, pricingIntro } from '@/content/landing';
import { popularPlanBadge, type Plan } from '@/content/plans';
import { cn } from '@/lib/utils/cn';
import { Section } from './section';

/** The three plans (#precios) at the current launch price step. Every button, the quotation one included, starts at /start-trial. */
export function Pricing({ plans }: { plans: readonly Plan[] }) {
  return (
    <Section id="precios" title={pricingIntro.title} subtitle={pricingIntro.subtitle}>
      <p className="mx-auto -mt-4 mb-10 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950">
        <span className="font-semibold">{launchOffer.badge}:</span> {launchOffer.text}
      </p>
      <ul className="grid items-start gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.key}
            className={cn(
              'relative flex h-full flex-col rounded-lg border bg-card p-6 shadow-sm',
              plan.popular ? 'border-2 border-primary shadow-lg' : 'border-border',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
                {popularPlanBadge}
              </p>
            ) : null}
            <h3 className="text-xl font-bold">{plan.name}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
            <p className="mt-5">
              <span className="text-4xl font-extrabold tracking-tight">{plan.priceLabel}</span> <span className="text-muted-foreground">{plan.period}</span>
            </p>
            <p className="mt-1 text-sm font-medium">{plan.pagesSummary}</p>
            <p className={cn('mt-3 text-sm', plan.setupFee === null ? 'text-muted-foreground' : 'font-medium text-success')}>{plan.setupFeeNote}</p>
            <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-8 w-full">
              <Link href={plan.ctaHref}>{plan.cta}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-muted-foreground">{pricingIntro.setupNote}</p>
    </Section>
  );
}

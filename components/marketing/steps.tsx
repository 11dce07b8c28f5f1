import { steps } from '@/content/landing';
import { Section } from './section';

/** The four-step flow (#como-funciona). */
export function Steps() {
  return (
    <Section id="como-funciona" title={steps.title} subtitle={steps.subtitle} tinted>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.items.map((step, index) => (
          <li key={step.title} className="relative rounded-lg border border-border bg-card p-6 shadow-sm">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Paso {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

import { benefits, benefitsHeading } from '@/content/landing';
import { IconBadge } from './icon';
import { Section } from './section';

export function Benefits() {
  return (
    <Section id="beneficios" title={benefitsHeading.title} subtitle={benefitsHeading.subtitle}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <IconBadge name={benefit.icon} />
            <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { aboutCta, aboutIntro, mission, missionCustomersLine, priceComparison, technology, values } from '@/content/about';
import type { PlanPrices } from '@/content/plans';
import { IconBadge } from './icon';
import { Section } from './section';

export function AboutIntro() {
  return (
    <section aria-labelledby="sobre-titulo" className="bg-gradient-to-b from-accent to-background px-4 py-16 text-center sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 id="sobre-titulo" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {aboutIntro.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground sm:text-xl">{aboutIntro.subtitle}</p>
      </div>
    </section>
  );
}

export function MissionAndValues({ claim }: { claim: number | null }) {
  const paragraphs = claim === null ? mission.paragraphs : [...mission.paragraphs, missionCustomersLine(claim)];
  return (
    <Section id="mision" title={mission.title}>
      <div className="mx-auto -mt-4 mb-12 flex max-w-3xl flex-col gap-4 text-lg text-pretty">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="sr-only">Nuestros valores</h3>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <IconBadge name={value.icon} />
            <h4 className="mt-4 text-lg font-semibold">{value.title}</h4>
            <p className="mt-2 text-muted-foreground">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Technology() {
  return (
    <Section id="tecnologia" title={technology.title} subtitle={technology.intro} tinted>
      <ul className="grid gap-6 lg:grid-cols-3">
        {technology.items.map((item) => (
          <li key={item.title} className="rounded-lg border border-border bg-card p-6">
            <IconBadge name={item.icon} />
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center font-medium">{technology.humanNote}</p>
    </Section>
  );
}

export function AboutPriceComparison({ prices }: { prices: PlanPrices }) {
  return (
    <Section id="precio" title={priceComparison.title}>
      <dl className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <div className="rounded-lg border border-border bg-card p-6">
          <dt className="font-semibold text-muted-foreground">{priceComparison.traditionalLabel}</dt>
          <dd className="mt-2 text-xl font-semibold">{priceComparison.traditional}</dd>
        </div>
        <div className="rounded-lg border-2 border-primary bg-card p-6">
          <dt className="font-semibold text-primary">{priceComparison.vitrinaLabel}</dt>
          <dd className="mt-2 text-xl font-semibold">{priceComparison.vitrina(prices)}</dd>
        </div>
      </dl>
      <p className="mt-6 text-center text-muted-foreground">{priceComparison.note}</p>
    </Section>
  );
}

export function AboutCta() {
  return (
    <section aria-labelledby="sobre-cta" className="bg-primary px-4 py-16 text-center text-primary-foreground">
      <div className="mx-auto max-w-2xl">
        <h2 id="sobre-cta" className="text-3xl font-bold text-balance">
          {aboutCta.title}
        </h2>
        <p className="mt-3 text-lg">{aboutCta.text}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link href={aboutCta.cta.href}>{aboutCta.cta.label}</Link>
        </Button>
      </div>
    </section>
  );
}

import { Check, Mountain, ShoppingBag, Utensils, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { anyBusinessNote, examples, hero, type ExampleKey } from '@/content/landing';
import { Section } from './section';

/** Tailwind needs literal class names, so each rubro's look is spelled out here. */
const LOOK: Record<ExampleKey, { icon: LucideIcon; band: string }> = {
  restaurantes: { icon: Utensils, band: 'from-orange-700 to-amber-600' },
  turismo: { icon: Mountain, band: 'from-emerald-800 to-teal-700' },
  tiendas: { icon: ShoppingBag, band: 'from-violet-800 to-fuchsia-700' },
};

export function Examples() {
  return (
    <Section id="ejemplos" title={examples.title} subtitle={examples.subtitle} tinted>
      <ul className="grid gap-6 lg:grid-cols-3">
        {examples.items.map((example) => {
          const { icon: Icon, band } = LOOK[example.key];
          return (
            <li key={example.key} className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
              <div className={`flex items-center gap-3 bg-gradient-to-br ${band} px-6 py-8 text-white`}>
                <Icon aria-hidden="true" className="size-8" />
                <h3 className="text-2xl font-bold">{example.title}</h3>
              </div>
              <div className="p-6">
                <p className="text-muted-foreground">{example.description}</p>
                <ul className="mt-4 flex flex-col gap-2 text-sm">
                  {example.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-4 text-center">
        <p className="text-lg text-pretty">{anyBusinessNote}</p>
        <Button asChild size="lg">
          <Link href={hero.primaryCta.href}>{hero.primaryCta.label}</Link>
        </Button>
      </div>
    </Section>
  );
}

import { CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { trialSuccessPage as copy } from '@/content/trial-pages';
import { getPublicPrices } from '@/lib/billing/launch-price';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: 'Tu vista previa está en cola',
  description: copy.description,
  path: '/trial/success',
  noIndex: true,
});

/** After the trial form: the preview is queued, and what happens next. */
export default async function TrialSuccessPage() {
  const nextSteps = copy.nextSteps(await getPublicPrices());
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-20">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.description}</p>
      </div>
      <section aria-labelledby="siguientes-pasos" className="mt-10 rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="siguientes-pasos" className="text-xl font-bold">
          {copy.nextStepsTitle}
        </h2>
        <ol className="mt-4 flex flex-col gap-5">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link href={copy.dashboardButton.href}>{copy.dashboardButton.label}</Link>
        </Button>
      </div>
    </div>
  );
}

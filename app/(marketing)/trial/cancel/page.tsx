import { CircleX } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { trialCancelPage as copy } from '@/content/trial-pages';
import { getConfig } from '@/lib/config';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/trial/cancel',
  noIndex: true,
});

/** Checkout was left before the end: nothing was charged, and two ways to go on. */
export default function TrialCancelPage() {
  const { contactEmail } = getConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-20">
      <CircleX aria-hidden="true" className="mx-auto size-14 text-muted-foreground" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-pretty">{copy.description}</p>
      <p className="mt-2 text-muted-foreground">{copy.reassurance}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={copy.retryButton.href}>{copy.retryButton.label}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={copy.homeButton.href}>{copy.homeButton.label}</Link>
        </Button>
      </div>
      <p className="mt-10 text-muted-foreground">
        {copy.helpBefore}{' '}
        <a href={`mailto:${contactEmail}`} className="font-medium break-all text-primary underline underline-offset-2">
          {contactEmail}
        </a>{' '}
        {copy.helpAfter}
      </p>
    </div>
  );
}

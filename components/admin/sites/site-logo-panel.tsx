'use client';

import { ImageUpIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { generateLogoOptionsAction, offerLogoOptionsAction, removeLogoOptionAction, uploadLogoOptionAction } from '@/lib/sites/logo/actions';
import type { SiteLogoView } from '@/lib/sites/logo/team-logo';
import { IMAGE_ACCEPT } from '@/lib/storage/upload-limits';
import { useImageUpload } from '../use-image-upload';

/** How often the panel looks again while the image model works. */
const POLL_MS = 4_000;

/**
 * The team's side of 'Tu logo': generate options with the image model (it runs after the click,
 * the panel shows it running and refreshes until it ends), upload options made elsewhere, drop
 * the ones not worth offering, and send up to four to the customer.
 */
export function SiteLogoPanel({ view }: { view: SiteLogoView }) {
  const router = useRouter();
  const { siteId, brief, options } = view;
  const done = () => router.refresh();
  const { inputId, input, upload, run, isPending } = useImageUpload({
    action: uploadLogoOptionAction,
    fields: { siteId },
    success: 'Option uploaded',
    errorPrefix: 'Failed to upload the option: ',
    onSuccess: done,
  });
  const isOpen = brief?.status === 'requested';
  const hasRoom = options.length < view.max;

  useEffect(() => {
    if (!view.isGenerating) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [view.isGenerating, router]);

  if (!brief) return <p className="text-muted-foreground">The customer has not sent a logo brief yet (trial form or dashboard, &apos;Tu logo&apos;).</p>;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="logo-brief" className="grid gap-2 rounded-lg border p-4">
        <h2 id="logo-brief" className="font-semibold">
          Brief · <span className="font-normal">{brief.status}</span>
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{brief.name}</dd>
          <dt className="text-muted-foreground">Colours</dt>
          <dd>{brief.colors ?? '—'}</dd>
          <dt className="text-muted-foreground">Style</dt>
          <dd>{brief.style ?? '—'}</dd>
          <dt className="text-muted-foreground">Should convey</dt>
          <dd className="whitespace-pre-line">{brief.message}</dd>
        </dl>
      </section>

      {view.isGenerating ? (
        <p role="status" className="flex items-center gap-2 rounded-md border p-3 text-sm">
          <Spinner className="size-4" label="Generating" />
          Generating options with the image model. This can take a couple of minutes; this page updates by itself.
        </p>
      ) : null}
      {view.problem ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {view.problem}
        </p>
      ) : null}

      <section aria-labelledby="logo-options" className="grid gap-3">
        <h2 id="logo-options" className="font-semibold">
          Options ({options.length} of {view.max})
        </h2>
        {options.length === 0 ? <p className="text-sm text-muted-foreground">No options yet.</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {options.map((option, index) => (
            <li key={option.id} className="grid gap-2 rounded-lg border p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, already re-encoded */}
              <img
                src={option.url}
                alt={`Option ${index + 1} (${option.source === 'ai' ? 'generated' : 'uploaded'})`}
                width={option.width}
                height={option.height}
                className="aspect-square w-full rounded-md bg-[conic-gradient(#eee_25%,#fff_0_50%,#eee_0_75%,#fff_0)] bg-[length:16px_16px] object-contain"
              />
              <span className="text-xs text-muted-foreground">
                {option.source === 'ai' ? 'Generated' : 'Uploaded'}
                {option.id === view.chosenOptionId ? ' · chosen by the customer' : ''}
              </span>
              {isOpen ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={isPending}
                  onClick={() =>
                    run(
                      removeLogoOptionAction,
                      { siteId, optionId: option.id },
                      { success: 'Option removed', errorPrefix: 'Failed to remove: ', onSuccess: done },
                    )
                  }
                >
                  <Trash2Icon aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> option {index + 1}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {isOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          {view.canGenerate ? (
            <Button
              type="button"
              disabled={isPending || view.isGenerating || !hasRoom}
              onClick={() =>
                run(
                  generateLogoOptionsAction,
                  { siteId },
                  { success: ({ count }) => `Generating ${count} option(s)…`, errorPrefix: 'Failed to generate: ', onSuccess: done },
                )
              }
            >
              <SparklesIcon aria-hidden="true" className="size-4" />
              Generate options
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">AI is not configured (OPENAI_API_KEY): upload the options instead.</p>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            disabled={isPending || !hasRoom}
            onChange={(event) => upload(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-3 py-2 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-muted"
          >
            <ImageUpIcon aria-hidden="true" className="size-4" />
            Upload an option
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={isPending || view.isGenerating || options.length === 0}
            onClick={() =>
              run(
                offerLogoOptionsAction,
                { siteId },
                { success: ({ count }) => `${count} option(s) sent to the customer`, errorPrefix: 'Failed to send: ', onSuccess: done },
              )
            }
          >
            Send options to customer
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {brief.status === 'chosen' ? 'The customer chose a logo; it is in the site document.' : 'Sent to the customer; waiting for their choice.'}
        </p>
      )}
    </div>
  );
}

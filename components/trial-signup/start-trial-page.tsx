import { StartTrialBody } from './start-trial-body';
import type { StartTrialCopy } from './start-trial-copy';

/**
 * /start-trial and /start-trial/cotizacion: the same for everyone, so served from the cache;
 * the signed-in variants are decided in the browser. Which page it is decides the promise above
 * the form and whether the request is stored as a quote.
 */
export function StartTrialPage({ copy, isQuoteRequest }: { copy: StartTrialCopy; isQuoteRequest: boolean }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
        <p className="text-lg text-muted-foreground">{copy.intro}</p>
        <ul className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-3">
          {copy.promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </header>
      <StartTrialBody copy={copy} isQuoteRequest={isQuoteRequest} />
    </div>
  );
}

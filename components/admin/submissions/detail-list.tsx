import type { ReactNode } from 'react';

/** Only web links become clickable: stored text such as `javascript:` stays inert text. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function ExternalLink({ url }: { url: string }) {
  const href = safeHref(url);
  if (!href) return <>{url}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary underline underline-offset-2">
      {url}
    </a>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      {children}
    </section>
  );
}

/** Label-value pairs; an empty value reads 'Not provided' (or the caller's fallback). */
export function DetailList({ items }: { items: { label: string; value: ReactNode; fallback?: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(({ label, value, fallback = 'Not provided' }) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">
            {value === null || value === undefined || value === '' ? <span className="text-muted-foreground">{fallback}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

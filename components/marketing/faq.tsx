import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@/content/faq';
import { faqHeading } from '@/content/landing';
import { Section } from './section';

/**
 * The FAQ as native disclosures sharing one `name`: the browser keeps one answer open at a time,
 * lets the open one close again, works by keyboard and without JavaScript, and keeps every answer
 * in the HTML for search engines and find-in-page. A script-driven accordion would add about
 * 8 KB gzip to the landing page for the same behaviour.
 */
export function Faq({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <Section id="faq" title={faqHeading.title} subtitle={faqHeading.subtitle} tinted>
      <div className="mx-auto max-w-3xl rounded-lg border border-border bg-card px-4 sm:px-6">
        {faqs.map((item) => (
          <details key={item.question} name="faq" className="group border-b border-border last:border-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium hover:underline [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground group-open:rotate-180 motion-safe:transition-transform" />
            </summary>
            <p className="pb-4 text-base text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

'use client';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '@/content/faq';

/** One answer open at a time; the open one can be closed again (spec: collapsible). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="mx-auto max-w-3xl rounded-lg border border-border bg-card px-4 sm:px-6">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`pregunta-${index + 1}`} className="last:border-0">
          <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
          <AccordionContent className="text-base text-muted-foreground">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

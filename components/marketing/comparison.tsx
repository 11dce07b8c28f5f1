import { Check, X } from 'lucide-react';
import { comparison } from '@/content/landing';
import type { PlanPrices } from '@/content/plans';
import { Section } from './section';

/** What an agency charges against what the subscription gives, row by row. */
export function Comparison({ prices }: { prices: PlanPrices }) {
  return (
    <Section id="comparacion" title={comparison.title} subtitle={comparison.subtitle}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-lg border border-border bg-card shadow-sm">
        <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{comparison.title}</caption>
          <thead>
            <tr className="border-b border-border bg-muted">
              <th scope="col" className="w-[30%] p-3 sm:p-4">
                <span className="sr-only">Concepto</span>
              </th>
              <th scope="col" className="p-3 font-semibold sm:p-4">
                {comparison.othersHeading}
              </th>
              <th scope="col" className="bg-primary p-3 font-semibold text-primary-foreground sm:p-4">
                {comparison.vitrinaHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows(prices).map((row) => (
              <tr key={row.label} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 align-top font-medium sm:p-4">
                  {row.label}
                </th>
                <td className="p-3 align-top text-muted-foreground sm:p-4">
                  <span className="flex gap-2">
                    <X aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-destructive sm:block" />
                    {row.others}
                  </span>
                </td>
                <td className="bg-accent/60 p-3 align-top font-medium sm:p-4">
                  <span className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-success sm:block" />
                    {row.vitrina}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">{comparison.footnote}</p>
    </Section>
  );
}

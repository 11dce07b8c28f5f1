import Link from 'next/link';

import { MonthlyVisitsChart } from '@/components/dashboard/monthly-visits-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnMonthlyReport } from '@/lib/sites/traffic/monthly-report';
import {
  contactsSentence,
  growthSentences,
  nothingElseSentence,
  monthName,
  shortMonthName,
  trendSentence,
  visitsLabel,
  visitsSentence,
} from '@/lib/sites/traffic/monthly-report-text';

const monthLink = 'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-muted/50 p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Tu reporte del mes' (issue 26): one month of the site, the same sentences as the e-mail, the
 * daily visits as a server-drawn chart, and links to the months before and after.
 */
export function MonthlyReportCard({ own }: { own: OwnMonthlyReport }) {
  const { report, previousMonth, nextMonth } = own;
  const trend = trendSentence(report);
  const growth = growthSentences(report);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            {monthName(report.month).replace(/^./, (c) => c.toUpperCase())}
            {report.isComplete ? '' : ' (hasta hoy)'}
          </h2>
        </CardTitle>
        <CardDescription>
          {visitsSentence(report)}
          {trend ? ` ${trend}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {report.views > 0 ? <MonthlyVisitsChart report={report} /> : null}
        {report.hasData ? (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <Figure label="Visitas" value={report.views} />
              <Figure label="Clics en WhatsApp" value={report.whatsappClicks} />
              <Figure label="Llamadas" value={report.phoneClicks} />
              <Figure label="Mensajes" value={report.leads} />
            </dl>
            <p className="text-sm">{contactsSentence(report)}</p>
          </>
        ) : (
          <p className="text-sm">{nothingElseSentence}</p>
        )}
        {report.topPages.length > 0 ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">Páginas más vistas</h3>
            <ol className="grid gap-1" aria-label={`Páginas más vistas en ${shortMonthName(report.month)}`}>
              {report.topPages.map((page) => (
                <li key={page.path} className="flex justify-between gap-3">
                  <span className="break-all">{page.path}</span>
                  <span className="text-muted-foreground tabular-nums">{visitsLabel(page.views)}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {report.growth ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">Lo que hicimos por tu web (Plan Crecimiento)</h3>
            <ul className="grid list-disc gap-1 pl-5">
              {growth.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {report.growth.articles.map((article) => (
                <li key={article.url}>
                  <a href={article.url} className="text-primary underline-offset-4 hover:underline">
                    Leer «{article.title}»
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <nav aria-label="Otros meses" className="flex flex-wrap justify-between gap-2 border-t pt-3">
          {previousMonth ? (
            <Link href={`/dashboard/resultados/mes?mes=${previousMonth}`} className={monthLink} aria-label={`Reporte de ${monthName(previousMonth)}`}>
              ← {shortMonthName(previousMonth).replace(/^./, (c) => c.toUpperCase())}
            </Link>
          ) : (
            <span />
          )}
          {nextMonth ? (
            <Link href={`/dashboard/resultados/mes?mes=${nextMonth}`} className={monthLink} aria-label={`Reporte de ${monthName(nextMonth)}`}>
              {shortMonthName(nextMonth).replace(/^./, (c) => c.toUpperCase())} →
            </Link>
          ) : null}
        </nav>
      </CardContent>
    </Card>
  );
}

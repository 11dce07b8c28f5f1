import { SparklesIcon } from 'lucide-react';
import Link from 'next/link';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

import { FirstSketch } from './first-sketch';
import { NewTabButton } from './new-tab-button';
import { PreviewReview } from './preview-review';
import { SiteChangeRequests } from './site-change-requests';

type Props = { project: CustomerDashboard['project']; subscription: CustomerDashboard['subscription']; siteReview: CustomerDashboard['siteReview'] };

/**
 * The latest project: one status line (lib/dashboard/customer-state.ts), the live site while it is
 * online, the first sketch while the team builds, the preview while there is one to review, and
 * the one form to ask for changes.
 */
export function ProjectCard({ project, subscription, siteReview }: Props) {
  const planPrices = subscription?.planPrices ?? planPriceLabels(0);
  if (!project) {
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Tu proyecto</h2>
          </CardTitle>
          <CardDescription>Aún no nos enviaste los datos de tu negocio.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm">Cuéntanos sobre tu negocio en unos 3 minutos y empezamos a armar tu sitio. La prueba es gratis por 5 días.</p>
          <Button asChild>
            <Link href="/start-trial">
              <SparklesIcon aria-hidden="true" />
              Empezar mi prueba gratis
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <CardTitle asChild>
              <h2 className="break-words">{project.businessName}</h2>
            </CardTitle>
            <CardDescription>
              Solicitud enviada el {project.requestedOn}
              {project.deliveryLine ? (
                <>
                  <br />
                  {project.deliveryLine}
                </>
              ) : null}
            </CardDescription>
          </div>
          <Badge variant={project.statusBadge}>{project.statusLabel}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {project.liveUrl ? (
          <div className="flex flex-col gap-2 rounded-md border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">{project.statusLine}</p>
            <NewTabButton href={project.liveUrl}>Ver mi sitio</NewTabButton>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{project.statusLine}</p>
        )}
        {project.firstSketch ? <FirstSketch sketch={project.firstSketch} /> : null}
        {project.previewUrl ? (
          <PreviewReview
            previewUrl={project.previewUrl}
            embedPath={project.previewEmbedPath}
            note={project.previewNote}
            canApprove={project.canApprove}
            planPrices={planPrices}
            offersPaymentLinks={subscription?.offersPaymentLinks ?? false}
          >
            {siteReview ? <SiteChangeRequests review={siteReview} /> : null}
          </PreviewReview>
        ) : siteReview ? (
          <SiteChangeRequests review={siteReview} />
        ) : null}
      </CardContent>
    </Card>
  );
}

import { ExternalLinkIcon, SparklesIcon } from 'lucide-react';
import Link from 'next/link';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

import { PreviewReview } from './preview-review';
import { SiteChangeRequests } from './site-change-requests';

type Props = { project: CustomerDashboard['project']; subscription: CustomerDashboard['subscription']; siteReview: CustomerDashboard['siteReview'] };

/** Paid plans that are already running have nothing left to approve. */
const APPROVED_STATUSES = new Set(['active', 'past_due']);

/** The latest project: its status, the live site once published, and the preview to review. */
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
              {project.expectedOn ? (
                <>
                  <br />
                  Fecha estimada de entrega: {project.expectedOn}
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
            <p className="text-sm">¡Tu sitio está en línea!</p>
            <Button asChild>
              <a href={project.liveUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Ver mi sitio
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
            </Button>
          </div>
        ) : null}
        {project.previewUrl ? (
          <PreviewReview previewUrl={project.previewUrl} embedPath={project.previewEmbedPath} canApprove={!subscription || !APPROVED_STATUSES.has(subscription.status)} planPrices={planPrices} offersPaymentLinks={subscription?.offersPaymentLinks ?? false} />
        ) : null}
        {siteReview ? <SiteChangeRequests review={siteReview} /> : null}
        {project.previewUrl || siteReview || project.liveUrl ? null : (
          <p className="text-sm text-muted-foreground">
            Estamos trabajando en tu sitio. Normalmente lo tenemos en 3 a 5 días; cuando la vista previa esté lista aparecerá aquí y te avisaremos
            por correo.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

import Link from 'next/link';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

import { NewTabButton } from './new-tab-button';

type Project = NonNullable<CustomerDashboard['project']>;

/** The home's view of the project: its status, the live site and the way to the site page. */
export function SiteSummaryCard({ project, subscription }: { project: Project; subscription: CustomerDashboard['subscription'] }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle asChild>
            <h2 className="min-w-0 break-words">{project.businessName}</h2>
          </CardTitle>
          <Badge variant={project.statusBadge}>{project.statusLabel}</Badge>
        </div>
        {subscription ? (
          <CardDescription>
            Suscripción: <Badge variant={subscription.statusBadge}>{subscription.statusLabel}</Badge>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* The same sentence the site page opens with: one status, whichever page the customer reads. */}
        <p className="text-sm">{project.statusLine}</p>
        <div className="flex flex-wrap gap-3">
          {project.liveUrl ? <NewTabButton href={project.liveUrl}>Ver mi sitio</NewTabButton> : null}
          <Button asChild variant="outline">
            <Link href="/dashboard/sitio">Avance, cambios y fotos</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { DownloadIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SiteDownloadView } from '@/lib/sites/lifecycle/lifecycle-queries';

/** 'Descargar mi sitio': the site as files of their own, from one year after the first payment. */
export function SiteDownloadCard({ download }: { download: SiteDownloadView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Tu sitio es tuyo</h2>
        </CardTitle>
        <CardDescription>
          {download.isAvailable
            ? 'Descarga tu sitio en un archivo .zip (páginas HTML e imágenes): se abre en tu computadora y funciona en cualquier hosting.'
            : `Desde el ${download.availableOn} podrás descargar tu sitio para llevarlo a donde quieras.`}
        </CardDescription>
      </CardHeader>
      {download.isAvailable ? (
        <CardContent>
          <Button asChild variant="outline">
            <a href="/api/sites/export" download>
              <DownloadIcon aria-hidden="true" />
              Descargar mi sitio
            </a>
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

import { DownloadIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type SiteQrCodeView = { slug: string; title: string };

const FILES = [
  { format: 'pdf', label: 'PDF para imprimir (A5)' },
  { format: 'png', label: 'Imagen PNG' },
  { format: 'svg', label: 'Imagen SVG' },
] as const;

const fileHref = (slug: string, format: string) => `/api/sites/qr?${new URLSearchParams({ pagina: slug, formato: format })}`;

/** 'Tu código QR': the live site's codes (the site, and its menu when it has one) as files to print, for the door and the tables. */
export function SiteQrCard({ codes }: { codes: SiteQrCodeView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Tu código QR</h2>
        </CardTitle>
        <CardDescription>
          Imprímelo para tu puerta, tu mostrador o tus mesas: quien lo escanee con su celular abre tu web. En “Resultados” verás cuántas visitas llegan desde el
          QR.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        {codes.map((code) => (
          <section key={code.slug} aria-label={`Código QR: ${code.title}`} className="grid gap-3">
            <h3 className="font-medium">{code.title}</h3>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small private SVG from our own route, nothing for the image optimizer to do */}
            <img
              src={fileHref(code.slug, 'svg')}
              alt={`Código QR de ${code.title.toLowerCase()}`}
              width={160}
              height={160}
              className="rounded-md border bg-white"
            />
            <div className="flex flex-wrap gap-2">
              {FILES.map((file) => (
                <Button key={file.format} asChild variant="outline" size="sm">
                  <a href={fileHref(code.slug, file.format)} download>
                    <DownloadIcon aria-hidden="true" />
                    {file.label}
                  </a>
                </Button>
              ))}
            </div>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

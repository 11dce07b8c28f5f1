import { DownloadIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LOGO_DOWNLOAD_SIZES } from '@/lib/sites/logo/logo-image';
import type { OwnLogo } from '@/lib/sites/logo/own-logo';
import { LogoBriefForm } from './logo-brief-form';
import { LogoChoiceForm } from './logo-choice-form';

const SIZE_USES: Record<(typeof LOGO_DOWNLOAD_SIZES)[number], string> = {
  1024: 'para imprimir y pantallas grandes',
  512: 'para tu web y documentos',
  192: 'para foto de perfil e ícono',
};

/** 'Tu logo': where the customer's logo stands, and the one thing to do next. */
export function LogoCard({ logo }: { logo: OwnLogo }) {
  if (logo.status === 'none' || logo.status === 'requested') {
    return (
      <Card role="region" aria-labelledby="logo-brief-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="logo-brief-title">{logo.status === 'none' ? 'Cuéntanos cómo imaginas tu logo' : 'Estamos preparando opciones'}</h2>
          </CardTitle>
          <CardDescription>
            {logo.status === 'none'
              ? 'Tu plan incluye el diseño de tu logo. Con estos datos te preparamos hasta cuatro opciones para que elijas.'
              : 'Nuestro equipo está preparando hasta cuatro opciones de logo con lo que nos contaste. Te avisaremos por correo cuando estén listas para elegir; mientras tanto puedes ajustar tu pedido.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LogoBriefForm initial={logo.brief} isUpdate={logo.status === 'requested'} />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      {logo.chosen ? (
        <Card role="region" aria-labelledby="logo-chosen-title">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="logo-chosen-title">Tu logo elegido</h2>
            </CardTitle>
            <CardDescription>
              {logo.isOnLiveSite ? 'Ya está en tu sitio web.' : 'Aparecerá en tu sitio cuando lo publiquemos.'} Descárgalo en PNG para tus redes, tu WhatsApp y
              tu material impreso.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, already re-encoded */}
            <img src={logo.chosen.url} alt="Tu logo" width={160} height={160} className="size-40 rounded-md border object-contain" />
            <ul className="grid gap-2">
              {LOGO_DOWNLOAD_SIZES.map((size) => (
                <li key={size}>
                  <a
                    href={`/api/logo?tamano=${size}`}
                    download
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <DownloadIcon aria-hidden="true" className="size-4" />
                    Descargar PNG de {size} px
                  </a>{' '}
                  <span className="text-sm text-muted-foreground">({SIZE_USES[size]})</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Card role="region" aria-labelledby="logo-options-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="logo-options-title">{logo.chosen ? 'Las opciones que te enviamos' : 'Elige tu logo'}</h2>
          </CardTitle>
          <CardDescription>
            {logo.chosen
              ? 'Si cambias de opinión, elige otra: reemplaza a la anterior en tu sitio.'
              : 'Estas son las opciones que preparamos con lo que nos contaste. Elige la que más te guste y la ponemos en tu sitio.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LogoChoiceForm options={logo.options} chosenId={logo.chosen?.id ?? null} />
        </CardContent>
      </Card>
    </div>
  );
}

import Link from 'next/link';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { emailAddressCount, PLAN_EMAIL_ADDRESSES } from '@/content/plans';

/** Without a verified domain of their own: what addresses need, and what the customer has meanwhile. */
export function EmailNeedsDomain({ hasPublishedSite }: { hasPublishedSite: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Necesitas tu propio dominio</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          Una dirección como contacto@tunegocio.pe solo existe con un dominio propio (tunegocio.pe), registrado a tu nombre en un proveedor de dominios. Tu
          sitio todavía no tiene uno conectado y verificado.
        </p>
        <p>
          Sin dominio propio, tu sitio sigue en su dirección de Vitrina y tus clientes te escriben por el formulario de contacto de tu sitio o por WhatsApp,
          como hasta ahora; no te damos una dirección de correo con otro nombre.
        </p>
        {hasPublishedSite ? (
          <p>
            <Link href="/dashboard/sitio" className="font-medium text-primary underline underline-offset-4">
              Conectar mi dominio
            </Link>{' '}
            (en Mi sitio, «Tu dominio»). Cuando esté verificado, vuelve aquí.
          </p>
        ) : (
          <p>Cuando tu sitio esté publicado podrás conectar tu dominio en Mi sitio y luego crear aquí tus direcciones.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** No active paid plan (a trial, a lapsed payment): what each plan includes. */
export function EmailNotInPlan({ domain }: { domain: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>El correo profesional viene con tu suscripción</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          Con tu suscripción activa creas direcciones como contacto@{domain}, que te llegan al correo que ya usas:{' '}
          {emailAddressCount(PLAN_EMAIL_ADDRESSES.basic)} en el Plan Básico y {emailAddressCount(PLAN_EMAIL_ADDRESSES.growth)} en el Plan Crecimiento. Mientras
          tanto no puedes crear direcciones nuevas.
        </p>
        <p>
          <Link href="/dashboard/suscripcion" className="font-medium text-primary underline underline-offset-4">
            Ver mi suscripción y los planes
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** 'Enviar como' in Gmail: answering from the professional address, through the provider's SMTP server. */
export function SendAsGmail({ sending }: { sending: { host: string; port: number } | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Responder desde tu dirección en Gmail («Enviar como»)</h2>
        </CardTitle>
        <CardDescription>
          Los correos a tus direcciones te llegan a tu bandeja de siempre. Para responder desde contacto@tudominio en vez de tu Gmail, agrega la dirección en
          Gmail:
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {sending ? (
          <>
            <ol className="grid list-decimal gap-1.5 pl-5">
              <li>
                En Gmail, en una computadora: <strong>Configuración</strong> (la rueda) → <strong>Ver todos los ajustes</strong> →{' '}
                <strong>Cuentas e importación</strong> → <strong>Enviar como</strong> → <strong>Añadir otra dirección de correo electrónico</strong>.
              </li>
              <li>Escribe tu nombre y tu dirección profesional. Deja marcado «Tratar como un alias».</li>
              <li>
                Servidor SMTP: <span className="font-mono">{sending.host}</span>, puerto <span className="font-mono">{sending.port}</span>, conexión segura con
                SSL. Usuario: tu dirección completa. Contraseña: la contraseña SMTP de esa dirección, que te enviamos cuando nos la pides en Mensajes (no es la
                de tu Gmail).
              </li>
              <li>Gmail manda un código a tu dirección profesional; te llega reenviado a tu bandeja. Escríbelo en Gmail para confirmar.</li>
            </ol>
            <p>Al escribir un correo nuevo o responder, elige tu dirección profesional en «De».</p>
          </>
        ) : (
          <p>Nuestro servicio de correo solo reenvía: para responder, usa tu correo de siempre.</p>
        )}
      </CardContent>
    </Card>
  );
}

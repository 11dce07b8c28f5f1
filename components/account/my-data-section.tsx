import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Mis datos' in the customer dashboard: a copy of everything (JSON), or the account deleted. */
export function MyDataSection() {
  return (
    <section aria-labelledby="my-data-heading">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="my-data-heading">Mis datos</h2>
          </CardTitle>
          <CardDescription>Tus derechos según la Ley N.° 29733. Para corregir un dato, escríbenos desde tus mensajes.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <div className="space-y-2">
            <p className="text-sm">Descarga una copia de tu perfil, tus solicitudes, tus mensajes, tu suscripción y tus consentimientos, en formato JSON.</p>
            <Button asChild variant="outline">
              {/* A plain link: the route answers with the file as an attachment. */}
              <a href="/api/account/export" download>
                <Download aria-hidden="true" />
                Descargar mis datos
              </a>
            </Button>
          </div>
          <div className="space-y-2">
            <p className="text-sm">Borra tu cuenta y tus datos personales. Te pediremos tu contraseña para confirmar.</p>
            <DeleteAccountDialog />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

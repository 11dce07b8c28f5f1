import Link from 'next/link';
import { PencilIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QUICK_EDITS_PATH } from '@/lib/sites/quick-edits/schemas';

/** The way from 'Tu sitio' to 'Cambios rápidos', once there is a preview or a live site to change. */
export function QuickEditsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Cambios rápidos</h2>
        </CardTitle>
        <CardDescription>Cambia tú mismo tu horario, un aviso de cierre, tus precios, tus fotos y tus teléfonos, también desde el celular.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg">
          <Link href={QUICK_EDITS_PATH}>
            <PencilIcon aria-hidden="true" />
            Hacer un cambio rápido
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

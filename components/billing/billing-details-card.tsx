'use client';

import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

import { useBillingDetails } from './billing-details-context';
import { BillingDetailsForm } from './billing-details-form';

/** The receipt data on the dashboard: what the next receipts will carry, and a form to change it. */
export function BillingDetailsCard() {
  const { details, setDetails } = useBillingDetails();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Datos de facturación</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {isEditing ? (
          <BillingDetailsForm
            initial={details}
            submitLabel="Guardar datos"
            onSaved={(saved) => {
              setDetails(saved);
              setIsEditing(false);
              toast.success('Datos de facturación guardados');
            }}
          />
        ) : (
          <>
            {details ? (
              <dl className="grid gap-1">
                <dt className="text-muted-foreground">{details.kind === 'factura' ? 'Factura a' : 'Boleta a'}</dt>
                <dd className="font-medium break-words">{details.name}</dd>
                {details.documentNumber ? (
                  <dd>
                    {details.documentType?.toUpperCase()} {details.documentNumber}
                  </dd>
                ) : null}
                {details.address ? <dd className="break-words">{details.address}</dd> : null}
              </dl>
            ) : (
              <p className="text-muted-foreground">Aún no indicas los datos para tus comprobantes.</p>
            )}
            <Button variant="outline" className="self-start" onClick={() => setIsEditing(true)}>
              {details ? 'Cambiar datos' : 'Agregar datos'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

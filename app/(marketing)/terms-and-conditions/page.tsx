import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalDocumentView } from '@/components/marketing/legal-document';
import { Button } from '@/components/ui/button';
import { terms, termsCta } from '@/content/legal/terms';
import { getPublicPrices } from '@/lib/billing/launch-price';
import { getConfig } from '@/lib/config';
import { getLegalServices } from '@/lib/legal/services';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const prices = await getPublicPrices();
  return pageMetadata({
    title: terms(prices, getLegalServices()).title,
    description:
      'Términos y condiciones de Vitrina: prueba gratis de 5 días, cobro solo después de aprobar tu sitio, facturación mensual, cancelación y soporte.',
    path: '/terms-and-conditions',
    prices,
  });
}

/** The plans' section names the prices of the current launch step (decision 0015), the payment sections the services configured. */
export default async function TermsPage() {
  return (
    <LegalDocumentView document={terms(await getPublicPrices(), getLegalServices())} contactEmail={getConfig().contactEmail}>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link href={termsCta.href}>{termsCta.label}</Link>
        </Button>
      </div>
    </LegalDocumentView>
  );
}

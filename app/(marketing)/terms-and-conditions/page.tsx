import Link from 'next/link';
import { LegalDocumentView } from '@/components/marketing/legal-document';
import { Button } from '@/components/ui/button';
import { terms, termsCta } from '@/content/legal/terms';
import { getConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: terms.title,
  description:
    'Términos y condiciones de Vitrina: prueba gratis de 5 días, cobro solo después de aprobar tu sitio, facturación mensual, cancelación y soporte.',
  path: '/terms-and-conditions',
});

export default function TermsPage() {
  return (
    <LegalDocumentView document={terms} contactEmail={getConfig().contactEmail}>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link href={termsCta.href}>{termsCta.label}</Link>
        </Button>
      </div>
    </LegalDocumentView>
  );
}

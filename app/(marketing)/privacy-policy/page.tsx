import { LegalDocumentView } from '@/components/marketing/legal-document';
import { privacy, privacyTitle } from '@/content/legal/privacy';
import { getConfig } from '@/lib/config';
import { getLegalServices } from '@/lib/legal/services';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: privacyTitle,
  description:
    'Cómo Vitrina recopila, usa y protege tus datos personales conforme a la Ley N.° 29733, y cómo ejercer tus derechos de acceso, rectificación, cancelación y oposición.',
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacy(getLegalServices())} contactEmail={getConfig().contactEmail} />;
}

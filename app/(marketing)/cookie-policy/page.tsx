import { LegalDocumentView } from '@/components/marketing/legal-document';
import { cookies, cookiesTitle } from '@/content/legal/cookies';
import { getConfig } from '@/lib/config';
import { getLegalServices } from '@/lib/legal/services';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: cookiesTitle,
  description:
    'Vitrina usa solo las cookies estrictamente necesarias para iniciar sesión. Sin analítica ni publicidad: aquí te explicamos cada tipo y cómo controlarlas.',
  path: '/cookie-policy',
});

export default function CookiePolicyPage() {
  return <LegalDocumentView document={cookies(getLegalServices())} contactEmail={getConfig().contactEmail} />;
}

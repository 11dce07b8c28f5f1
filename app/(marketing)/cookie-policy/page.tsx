import { LegalDocumentView } from '@/components/marketing/legal-document';
import { cookies } from '@/content/legal/cookies';
import { getConfig } from '@/lib/config';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: cookies.title,
  description:
    'Vitrina usa solo las cookies estrictamente necesarias para iniciar sesión. Sin analítica ni publicidad: aquí te explicamos cada tipo y cómo controlarlas.',
  path: '/cookie-policy',
});

export default function CookiePolicyPage() {
  return <LegalDocumentView document={cookies} contactEmail={getConfig().contactEmail} />;
}

import type { Metadata, Viewport } from 'next';
import { ToastHost } from '@/components/ui/toast-host';
import { getPublicPrices } from '@/lib/billing/launch-price';
import { getSiteUrl } from '@/lib/config/app-url';
import './globals.css';

/** Pages without a title and description of their own get these, which name the current price (cached, decision 0015). */
export async function generateMetadata(): Promise<Metadata> {
  const { basic } = await getPublicPrices();
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: `Vitrina — Tu sitio web profesional desde ${basic} al mes`, template: '%s | Vitrina' },
    description: `Creamos el sitio web profesional de tu negocio en Perú por ${basic} al mes. Prueba gratis 5 días, sin tarjeta.`,
    applicationName: 'Vitrina',
    openGraph: { locale: 'es_PE', siteName: 'Vitrina', type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: '#b4342a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-PE">
      <body className="min-h-dvh antialiased">
        {children}
        <ToastHost />
      </body>
    </html>
  );
}

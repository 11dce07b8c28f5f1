import { Clock, Mail } from 'lucide-react';
import { ContactForm } from '@/components/marketing/contact-form';
import { WhatsAppLink } from '@/components/marketing/whatsapp-link';
import { getConfig } from '@/lib/config';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = publicPageMetadata({
  title: 'Contáctanos',
  description: '¿Tienes preguntas sobre tu página web? Escríbenos y te respondemos en 24 a 48 horas hábiles. También puedes escribirnos por correo o WhatsApp.',
  path: '/contact',
});

export default function ContactPage() {
  const { contactEmail, whatsappNumber } = getConfig();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight">Contáctanos</h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">
          ¿Tienes una duda sobre tu página web, los planes o la prueba gratis? Cuéntanos y te respondemos pronto.
        </p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="formulario-contacto" className="rounded-lg border border-border bg-card p-6 shadow-sm">
          <h2 id="formulario-contacto" className="mb-6 text-xl font-bold">
            Envíanos un mensaje
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="otras-formas" className="flex flex-col gap-5 rounded-lg bg-muted p-6">
          <h2 id="otras-formas" className="text-xl font-bold">
            Otras formas de contacto
          </h2>
          <p className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block font-medium">Correo</span>
              <a href={`mailto:${contactEmail}`} className="break-all text-primary underline underline-offset-2">
                {contactEmail}
              </a>
            </span>
          </p>
          <WhatsAppLink number={whatsappNumber} className="w-fit" />
          <p className="flex items-start gap-3 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Respondemos en 24 a 48 horas, de lunes a viernes (días hábiles).
          </p>
        </aside>
      </div>
    </div>
  );
}

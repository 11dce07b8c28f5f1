import Link from 'next/link';
import type { ReactNode } from 'react';

import type { QuickEditForm } from '@/lib/sites/quick-edits/quick-edit-form';
import { ContactForm } from './contact-form';
import { HoursForm } from './hours-form';
import { ItemsForm } from './items-form';
import { NoticeForm } from './notice-form';
import { PhotosForm } from './photos-form';

type Ready = Extract<QuickEditForm, { state: 'ready' }>;

/** The quick-edit page's forms, one per kind of edit, with a jump list for the phone. */
export function QuickEdits({ form, today }: { form: Ready; today: string }) {
  const itemsTitle = form.lists.some((list) => list.kind === 'menu') ? 'Carta y precios' : 'Servicios y precios';
  const sections = [
    { id: 'aviso', title: 'Aviso en tu web' },
    { id: 'horario', title: 'Horario de atención' },
    ...(form.lists.length ? [{ id: 'precios', title: itemsTitle }] : []),
    ...(form.photos.places.length ? [{ id: 'fotos', title: 'Fotos' }] : []),
    { id: 'telefonos', title: 'Teléfono y WhatsApp' },
  ];
  return (
    <>
      <p className="rounded-md bg-muted p-3 text-sm">
        {form.shownOn === 'live'
          ? 'Lo que guardes aquí se publica en tu web al momento.'
          : 'Tu web todavía no está publicada: lo que guardes aquí lo verás en tu vista previa, y se publicará con ella cuando actives tu plan.'}{' '}
        <a href={form.address} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
          {form.shownOn === 'live' ? 'Ver mi web' : 'Ver mi vista previa'}
        </a>
      </p>
      <nav aria-label="Secciones" className="flex flex-wrap gap-2">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium">
            {s.title}
          </a>
        ))}
      </nav>
      <Section id="aviso" title="Aviso en tu web" description="Por ejemplo, si cierras hoy o por un feriado. Se ve arriba en todas tus páginas.">
        <NoticeForm siteId={form.siteId} notice={form.notice} today={today} address={form.address} />
      </Section>
      <Section id="horario" title="Horario de atención">
        <HoursForm siteId={form.siteId} hours={form.hours} address={form.address} />
      </Section>
      {form.lists.length ? (
        <Section id="precios" title={itemsTitle} description="Cambia nombres y precios, quita lo que ya no ofreces o agrega algo nuevo.">
          <ItemsForm siteId={form.siteId} version={form.version} lists={form.lists} address={form.address} />
        </Section>
      ) : null}
      {form.photos.places.length ? (
        <Section
          id="fotos"
          title="Fotos"
          description="Pon tus propias fotos en la portada de tus páginas y en tus platos o servicios, o quita las que ya no van."
        >
          <PhotosForm siteId={form.siteId} version={form.version} places={form.photos.places} own={form.photos.own} address={form.address} />
        </Section>
      ) : null}
      <Section id="telefonos" title="Teléfono y WhatsApp">
        <ContactForm siteId={form.siteId} phone={form.phone} whatsapp={form.whatsapp} address={form.address} />
      </Section>
      <p className="text-sm text-muted-foreground">
        ¿Quieres cambiar otra cosa, como textos, colores, páginas o la galería de fotos? Pídeselo a nuestro equipo desde{' '}
        <Link href="/dashboard/sitio" className="font-medium text-primary underline underline-offset-4">
          Tu sitio
        </Link>
        .
      </p>
    </>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-4 gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ListItemControls } from './list-item-controls';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { saveSiteDocumentAction } from '@/lib/sites/publish/actions';
import { fontPairingValues, type Section, type SectionType, type SiteDocument } from '@/lib/sites/document/document';
import type { SiteForEditor } from '@/lib/sites/publish/editor';
import { DocumentFields, setAt, type Json, type Path } from './document-fields';
import { EditedSiteContext } from './site-image-upload';
import { useEditorPreview } from './use-editor-preview';
import { SitePagesEditor } from './site-pages-editor';
import { SiteEnglishEditor } from './site-english-editor';
import type { SiteLang } from '@/lib/sites/document/english';
import { SiteVersionsList } from './site-versions-list';

const SECTION_NAMES: Record<SectionType, string> = {
  hero: 'Hero',
  services: 'Services',
  menu: 'Menu',
  gallery: 'Gallery',
  testimonials: 'Testimonials',
  about: 'About',
  hours: 'Hours and location',
  faq: 'FAQ',
  contact: 'Contact form',
  reservations: 'Reservations form',
  cta: 'Call to action',
};

/** A new section of each type, with one sample item so its list shows the right fields. */
function newSection(type: SectionType): Section {
  const id = `${type}-${Date.now().toString(36)}`;
  switch (type) {
    case 'hero':
      return { type, id, heading: 'Nuevo título', subheading: '', ctaLabel: '', ctaHref: '', imageUrl: null };
    case 'services':
      return { type, id, heading: 'Servicios', takesOrders: false, items: [{ name: 'Nuevo servicio', description: '', priceCents: null, imageUrl: null }] };
    case 'menu':
      return {
        type,
        id,
        heading: 'Carta',
        takesOrders: false,
        categories: [{ name: 'Platos', items: [{ name: 'Nuevo plato', description: '', priceCents: 0, imageUrl: null }] }],
      };
    case 'gallery':
      return { type, id, heading: 'Galería', images: [] };
    case 'testimonials':
      return { type, id, heading: 'Lo que dicen nuestros clientes', items: [{ quote: '', author: '' }] };
    case 'about':
      return { type, id, heading: 'Sobre nosotros', body: '' };
    case 'hours':
      return { type, id, heading: 'Horario y ubicación', showMap: true };
    case 'faq':
      return { type, id, heading: 'Preguntas frecuentes', items: [{ question: 'Nueva pregunta', answer: '' }] };
    case 'contact':
      return { type, id, heading: 'Escríbenos', intro: '' };
    case 'reservations':
      return { type, id, heading: 'Reservas', intro: 'Elige el día, la hora y cuántas personas vienen: te confirmamos por teléfono o WhatsApp.' };
    case 'cta':
      return { type, id, heading: 'Visítanos', body: '', label: 'Contáctanos', href: '/contacto' };
  }
}

/**
 * The team's site editor (issue 13, item 3): every field of the business card, the theme and
 * the site's pages (added, renamed, reordered, removed, kept as drafts) and each page's sections,
 * with sections added, removed and reordered, and the same renderer as
 * the live site beside the form, at desktop or phone width. 'Save' stores a new version, checked
 * by the document's schema; a refused save keeps every edit on screen.
 */
export function SiteEditor({ site }: { site: SiteForEditor }) {
  const router = useRouter();
  const [doc, setDoc] = useState<SiteDocument>(site.latest.document);
  const [pageIndex, setPageIndex] = useState(0);
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const [previewLang, setPreviewLang] = useState<SiteLang>('es');
  const [isDirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [newType, setNewType] = useState<SectionType>('about');
  const [isPending, startTransition] = useTransition();
  const page = doc.pages[pageIndex] ?? doc.pages[0]!;
  const preview = useEditorPreview(site.siteId, doc, page.slug, previewLang, site.preview);
  const editedSite = useMemo(() => ({ siteId: site.siteId, customerPhotos: site.customerPhotos }), [site.siteId, site.customerPhotos]);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const change = (path: Path, value: Json) => {
    setDoc((current) => setAt(current as unknown as Json, path, value) as unknown as SiteDocument);
    setDirty(true);
  };
  const sectionsPath: Path = ['pages', pageIndex, 'sections'];
  const setSections = (sections: Section[]) => change(sectionsPath, sections as unknown as Json);
  const move = (from: number, to: number) => {
    const next = [...page.sections];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setSections(next);
  };

  const save = () =>
    startTransition(async () => {
      const result = await saveSiteDocumentAction({ siteId: site.siteId, document: doc, baseNumber: site.latest.number });
      if (!result.ok) {
        setError(result.error);
        toast.error(`Error saving the site: ${result.error}`);
        return;
      }
      setError(null);
      setDirty(false);
      toast.success(`Saved as version ${result.data.number}`);
      router.refresh();
    });
  return (
    <EditedSiteContext value={editedSite}>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" onClick={save} disabled={isPending || !isDirty}>
              {isPending ? <Spinner className="size-4" label="Saving..." /> : null}
              Save
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="editor-state">
              {isDirty ? 'Unsaved changes' : `Version ${site.latest.number}${site.publishedVersion === site.latest.number ? ' (live)' : ''}`}
            </span>
          </div>
          {error ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {error}
            </p>
          ) : null}

          <fieldset className="grid gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">Theme</legend>
            <div className="grid grid-cols-3 gap-3">
              <div className="grid gap-1">
                <Label htmlFor="theme-primary">Primary colour</Label>
                <input
                  id="theme-primary"
                  type="color"
                  value={doc.theme.primary}
                  onChange={(e) => change(['theme', 'primary'], e.target.value)}
                  className="h-10 w-full rounded border border-border"
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="theme-accent">Accent colour</Label>
                <input
                  id="theme-accent"
                  type="color"
                  value={doc.theme.accent}
                  onChange={(e) => change(['theme', 'accent'], e.target.value)}
                  className="h-10 w-full rounded border border-border"
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="theme-fonts">Fonts</Label>
                <NativeSelect id="theme-fonts" value={doc.theme.fonts} onChange={(e) => change(['theme', 'fonts'], e.target.value)}>
                  {fontPairingValues.map((pairing) => (
                    <option key={pairing} value={pairing}>
                      {pairing}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </fieldset>

          <fieldset className="grid gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">Business card</legend>
            <DocumentFields value={doc.business as unknown as Json} path={['business']} onChange={change} />
          </fieldset>

          <SitePagesEditor
            pages={doc.pages}
            pageLimit={site.pageLimit}
            onSelect={setPageIndex}
            onChange={(pages, select) => {
              change(['pages'], pages as unknown as Json);
              if (select !== undefined) setPageIndex(select);
            }}
          />

          <div className="grid gap-1">
            <Label htmlFor="editor-page">Page</Label>
            <NativeSelect id="editor-page" value={pageIndex} onChange={(e) => setPageIndex(Number(e.target.value))}>
              {doc.pages.map((p, index) => (
                <option key={index} value={index}>
                  {p.title} (/{p.slug})
                </option>
              ))}
            </NativeSelect>
          </div>
          <DocumentFields value={page as unknown as Json} path={['pages', pageIndex]} onChange={change} />

          <ol className="grid gap-3" aria-label="Sections of this page">
            {page.sections.map((section, index) => (
              <li key={section.id} className="rounded-lg border border-border p-4">
                <fieldset className="grid gap-3">
                  <legend className="flex w-full flex-wrap items-center justify-between gap-2 font-semibold">
                    <span>
                      {SECTION_NAMES[section.type]}
                      {section.heading ? <span className="font-normal text-muted-foreground"> · {section.heading}</span> : null}
                    </span>
                    <ListItemControls
                      label="section"
                      index={index}
                      count={page.sections.length}
                      onMove={move}
                      onRemove={() => setSections(page.sections.filter((_, i) => i !== index))}
                    />
                  </legend>
                  <DocumentFields value={section as unknown as Json} path={[...sectionsPath, index]} onChange={change} />
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="editor-new-section">New section</Label>
              <NativeSelect id="editor-new-section" value={newType} onChange={(e) => setNewType(e.target.value as SectionType)}>
                {(Object.keys(SECTION_NAMES) as SectionType[]).map((type) => (
                  <option key={type} value={type}>
                    {SECTION_NAMES[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="button" variant="outline" onClick={() => setSections([...page.sections, newSection(newType)])}>
              Add section
            </Button>
          </div>

          <SiteEnglishEditor doc={doc} onChange={(english) => change(['english'], english as unknown as Json)} />

          <SiteVersionsList
            site={site}
            disabled={isPending}
            onChanged={() => {
              setDirty(false);
              router.refresh();
            }}
          />
        </div>

        <section aria-labelledby="editor-preview" className="grid content-start gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="editor-preview" className="font-semibold">
              Preview
            </h2>
            <div role="group" aria-label="Preview language" className="flex gap-1">
              {(['es', 'en'] as const).map((lang) => (
                <Button
                  key={lang}
                  type="button"
                  size="sm"
                  variant={previewLang === lang ? 'default' : 'outline'}
                  aria-pressed={previewLang === lang}
                  onClick={() => setPreviewLang(lang)}
                >
                  {lang === 'es' ? 'Spanish' : 'English'}
                </Button>
              ))}
            </div>
            <div role="group" aria-label="Preview width" className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant={width === 'desktop' ? 'default' : 'outline'}
                aria-pressed={width === 'desktop'}
                onClick={() => setWidth('desktop')}
              >
                Desktop
              </Button>
              <Button
                type="button"
                size="sm"
                variant={width === 'mobile' ? 'default' : 'outline'}
                aria-pressed={width === 'mobile'}
                onClick={() => setWidth('mobile')}
              >
                Mobile
              </Button>
            </div>
          </div>
          <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {preview.error ? <span className="text-destructive">Preview not updated: {preview.error}</span> : preview.isUpdating ? 'Updating preview...' : null}
          </p>
          <div className="overflow-auto rounded-lg border border-border bg-muted/30 p-2" data-testid="editor-preview">
            {/* The page exactly as its host will serve it, in a frame of the chosen width so the
              site's own phone layout applies; sandboxed: nothing in it runs or navigates the editor. */}
            <iframe
              title={`Preview of ${page.title}`}
              srcDoc={preview.html}
              sandbox=""
              className={width === 'mobile' ? 'mx-auto block h-[75vh] w-[390px] max-w-full bg-white' : 'block h-[75vh] w-full bg-white'}
            />
          </div>
        </section>
      </div>
    </EditedSiteContext>
  );
}

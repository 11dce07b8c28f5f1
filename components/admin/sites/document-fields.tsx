'use client';

import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListItemControls } from './list-item-controls';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { SiteImageUpload } from './site-image-upload';

/**
 * Form fields for any part of a site document, drawn from the value itself: text becomes an
 * input (a textarea for long text), prices an amount in soles, flags a checkbox, lists of
 * objects a repeated group with add, remove and reorder. What is valid is decided once, by the
 * document's schema, when the editor saves; these fields only shape the input.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const LABELS: Record<string, string> = {
  heading: 'Heading',
  subheading: 'Subheading',
  ctaLabel: 'Button text',
  ctaHref: 'Button link',
  imageUrl: 'Image URL',
  name: 'Name',
  description: 'Description',
  priceCents: 'Price (S/)',
  items: 'Items',
  categories: 'Categories',
  images: 'Images',
  url: 'URL',
  alt: 'Image description',
  quote: 'Quote',
  author: 'Author',
  body: 'Text',
  showMap: 'Show map link',
  takesOrders: 'Take orders by WhatsApp (priced items, needs the WhatsApp number)',
  question: 'Question',
  answer: 'Answer',
  intro: 'Introduction',
  label: 'Button text',
  href: 'Link',
  tagline: 'Tagline',
  address: 'Address',
  city: 'City',
  phone: 'Phone',
  whatsapp: 'WhatsApp (digits, with 51)',
  email: 'E-mail',
  logoUrl: 'Logo URL',
  title: 'Page title',
};
/** Fields that hold paragraphs rather than a line. */
const LONG = new Set(['description', 'body', 'quote', 'answer', 'intro', 'subheading']);
/** Fixed by the editor's own controls or the schema: not shown as free fields. */
const HIDDEN = new Set(['type', 'id', 'version', 'rubro', 'hours', 'social', 'sections', 'slug', 'draft', 'fonts', 'primary', 'accent']);
/** A fresh item for a list that is empty: the shape of what each list holds. */
const EMPTY_ITEM: Record<string, Json> = {
  items: { name: '', description: '', priceCents: null, imageUrl: null },
  categories: { name: '', items: [] },
  images: { url: '', alt: '' },
};

const labelOf = (key: string | number) => (typeof key === 'number' ? `#${key + 1}` : (LABELS[key] ?? key));
const idOf = (path: Path) => `field-${path.join('-')}`;

/** Empty strings of a copied item, so "Add" starts blank but with the right shape. */
function blank(value: Json): Json {
  if (typeof value === 'string') return '';
  if (typeof value === 'number') return 0;
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]));
  return value;
}

type Props = { value: Json; path: Path; onChange: (path: Path, value: Json) => void };

export function DocumentFields({ value, path, onChange }: Props) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return (
    <div className="grid gap-3">
      {Object.entries(value)
        .filter(([key]) => !HIDDEN.has(key))
        .map(([key, child]) => (
          <Field key={key} name={key} value={child} path={[...path, key]} onChange={onChange} />
        ))}
    </div>
  );
}

function Field({ name, value, path, onChange }: { name: string } & Props) {
  const id = idOf(path);
  if (name === 'priceCents') {
    return (
      <div className="grid gap-1">
        <Label htmlFor={id}>{labelOf(name)}</Label>
        <Input
          id={id}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={typeof value === 'number' ? (value / 100).toString() : ''}
          onChange={(event) => onChange(path, event.target.value === '' ? null : Math.round(Number(event.target.value) * 100))}
        />
      </div>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={value} onChange={(event) => onChange(path, event.target.checked)} className="size-4" />
        {labelOf(name)}
      </label>
    );
  }
  if (typeof value === 'string' || value === null) {
    const Control = LONG.has(name) ? Textarea : Input;
    // A dish's or a service's photo is an `imageUrl` too: the same upload and customer photos.
    const isImage = name === 'imageUrl' || name === 'logoUrl' || (name === 'url' && path.at(-3) === 'images');
    return (
      <div className="grid gap-1">
        <Label htmlFor={id}>{labelOf(name)}</Label>
        <Control
          id={id}
          value={value ?? ''}
          // Image and logo addresses are null when empty, as the schema wants.
          onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(path, value === null && event.target.value === '' ? null : event.target.value)
          }
          {...(LONG.has(name) ? { rows: 3 } : {})}
        />
        {isImage ? <SiteImageUpload label={labelOf(name)} onUploaded={(url) => onChange(path, url)} /> : null}
      </div>
    );
  }
  if (Array.isArray(value)) return <ListField name={name} items={value} path={path} onChange={onChange} />;
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{labelOf(name)}</legend>
      <DocumentFields value={value} path={path} onChange={onChange} />
    </fieldset>
  );
}

function ListField({ name, items, path, onChange }: { name: string; items: Json[]; path: Path; onChange: Props['onChange'] }) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(path, next);
  };
  const add = () => onChange(path, [...items, items[0] !== undefined ? blank(items[0]) : (EMPTY_ITEM[name] ?? '')]);
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{labelOf(name)}</legend>
      {items.map((item, index) => (
        <div key={index} className="grid gap-2 rounded-md bg-muted/40 p-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs font-medium text-muted-foreground">
              {labelOf(name)} {index + 1}
            </span>
            <ListItemControls
              label={labelOf(name)}
              index={index}
              count={items.length}
              onMove={move}
              onRemove={() =>
                onChange(
                  path,
                  items.filter((_, i) => i !== index),
                )
              }
            />
          </div>
          {item && typeof item === 'object' && !Array.isArray(item) ? (
            <DocumentFields value={item} path={[...path, index]} onChange={onChange} />
          ) : (
            <Field name={String(index)} value={item} path={[...path, index]} onChange={onChange} />
          )}
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={add}>
        <PlusIcon aria-hidden="true" />
        Add {labelOf(name).toLowerCase()}
      </Button>
    </fieldset>
  );
}

/** The document with the value at `path` replaced (a copy; the original is left as it was). */
export function setAt<T extends Json>(root: T, path: Path, value: Json): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as Record<string, Json>) }) as Record<string | number, Json>;
  copy[head!] = setAt(copy[head!] as Json, rest, value);
  return copy as T;
}

export type { Json, Path };

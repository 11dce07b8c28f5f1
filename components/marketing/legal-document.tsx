import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LegalDocument } from '@/content/legal/types';
import { versionDate } from '@/content/legal/versions';

type Props = {
  document: LegalDocument;
  contactEmail: string;
  /** Extra content after the last section, e.g. the terms' call to action. */
  children?: ReactNode;
};

/** Internal paths written in the legal copy ("/contact", "/libro-de-reclamaciones") become links. */
const INTERNAL_PATH = /(?<=^|[\s(])(\/[a-z][a-z-]*)(?=$|[\s).,;])/g;

function withLinks(text: string): ReactNode[] {
  return text.split(INTERNAL_PATH).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} className="font-medium text-primary underline underline-offset-2">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** Terms, privacy and cookie policies: dated, with a table of contents and anchored sections. */
export function LegalDocumentView({ document, contactEmail, children }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Última actualización: <time dateTime={document.version}>{versionDate(document.version)}</time>
        </p>
        <p className="mt-6 text-lg text-pretty">{document.intro}</p>
      </header>
      <nav aria-label="Contenido" className="mt-8 rounded-lg border border-border bg-muted p-5">
        <h2 className="font-semibold">Contenido</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-0.5 text-primary underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="mt-10">
          <h2 id={`${section.id}-titulo`} className="text-xl font-bold sm:text-2xl">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed">
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{withLinks(paragraph)}</p>
            ))}
            {section.bullets ? (
              <ul className="list-disc space-y-2 pl-6">
                {section.bullets.map((bullet, b) => (
                  <li key={b}>{withLinks(bullet)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
      <p className="mt-12 rounded-lg border border-border bg-muted p-5">
        ¿Dudas sobre este documento? Escríbenos a{' '}
        <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-2">
          {contactEmail}
        </a>
        .
      </p>
      {children}
    </article>
  );
}

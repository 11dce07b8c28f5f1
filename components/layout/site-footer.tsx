import Link from 'next/link';

type Props = { contactEmail: string };

/** The public footer shell; the public-site work fills in company and legal links. */
export function SiteFooter({ contactEmail }: Props) {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>
          © {new Date().getFullYear()} Vitrina ·{' '}
          <a className="underline hover:text-foreground" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-4">
            <li><Link className="hover:text-foreground" href="/terms-and-conditions">Términos y condiciones</Link></li>
            <li><Link className="hover:text-foreground" href="/privacy-policy">Política de privacidad</Link></li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

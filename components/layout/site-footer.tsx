import { BookOpen } from 'lucide-react';
import { WhatsAppLink } from '@/components/marketing/whatsapp-link';
import { complaintsBookLink, footerCopy, footerNav, siteConfig } from '@/content/site';
import { getConfig } from '@/lib/config';
import { SiteLink } from './site-link';

/**
 * The public footer: every public page is one click away from here, on every page. Public pages
 * are prerendered, so CONTACT_EMAIL, WHATSAPP_NUMBER and the company details are read at build.
 */
export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  const { whatsappNumber, company } = getConfig();
  return (
    <footer className="border-t border-border bg-muted text-sm">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-3">
          <SiteLink href="/" className="w-fit text-xl font-bold tracking-tight text-primary">
            {siteConfig.name}
          </SiteLink>
          <p className="max-w-md text-muted-foreground">{footerCopy.blurb}</p>
          <p>
            {footerCopy.contactLabel}{' '}
            <a className="font-medium break-all underline underline-offset-2 hover:text-primary" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </p>
          <WhatsAppLink number={whatsappNumber} className="w-fit" />
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-1">
              {/* The Libro de Reclamaciones gets its own, more visible link below. */}
              {group.links
                .filter((link) => link !== complaintsBookLink)
                .map((link) => (
                  <li key={link.href}>
                    <SiteLink className="inline-block py-1 text-muted-foreground hover:text-foreground hover:underline" href={link.href}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            © {new Date().getFullYear()} {company.legalName} · RUC {company.ruc} · {company.address}. {footerCopy.rights}
          </p>
          <SiteLink
            href={complaintsBookLink.href}
            className="inline-flex w-fit shrink-0 items-center gap-2 rounded-md border border-input bg-background px-3 py-2 font-medium hover:bg-accent hover:text-accent-foreground"
          >
            <BookOpen aria-hidden="true" className="size-5 text-primary" />
            {complaintsBookLink.label}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}

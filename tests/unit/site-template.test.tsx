import { describe, expect, it } from 'vitest';
import { siteLinks } from '@/lib/sites/render/site-links';
import { SitePageView } from '@/lib/sites/render/views/site-page';
import { localBusinessJsonLd } from '@/lib/sites/render/structured-data';
import { copyToneValues, industryValues, sitePreferenceValues } from '@/content/options';
import { describeSubmission } from '@/lib/submissions/website-prompt';
import { trialForAccountSchema } from '@/lib/signup/schemas';
import { trialSubmissionValues } from '@/lib/signup/trial-records';
import { renderStaticMarkup } from '@/lib/sites/render/static-markup';
import { templateDocument } from '@/lib/sites/document/template';
import { toSubmissionDetails } from '@/lib/submissions/details';

/** The trial form as a customer sends it, stored as sign-up stores it, drafted as the team's button drafts it. */
function draftFor(form: Record<string, string>) {
  const input = trialForAccountSchema.parse({
    businessName: 'Pollería Doña Rosa',
    city: 'Arequipa',
    country: 'Perú',
    sitePreference: 'redesign',
    acceptTerms: 'on',
    ...form,
  });
  const row = trialSubmissionValues({ userId: 'u1', email: 'rosa.personal@gmail.com', input, now: new Date('2026-11-20T15:00:00Z') });
  return templateDocument(toSubmissionDetails({ ...row, referenceImageUrl: null }));
}

const links = siteLinks('preview', { appOrigin: 'https://vitrina.pe', previewBase: '/vista-previa/t', business: draftFor({}).business });

/** What a visitor reads on every page of the draft: the markup without its tags and attributes. */
function visibleText(doc: ReturnType<typeof templateDocument>): string {
  return doc.pages.map((page) => renderStaticMarkup(<SitePageView document={doc} page={page} links={links} />).replace(/<[^>]+>/g, ' ')).join(' ');
}

const codes = [...industryValues, ...sitePreferenceValues, ...copyToneValues];
const codePattern = new RegExp(`(^|[^\\p{L}_-])(${codes.join('|')})(?![\\p{L}_-])`, 'u');

describe('the template draft', () => {
  it('never prints a code of the trial form, whatever option of each list the customer chose', () => {
    for (const industry of ['', ...industryValues])
      for (const sitePreference of sitePreferenceValues)
        for (const copyTone of ['', ...copyToneValues]) {
          const text = visibleText(draftFor({ industry, sitePreference, copyTone, notes: 'Abrimos también feriados' }));
          expect(text, `${industry}/${sitePreference}/${copyTone}`).not.toMatch(codePattern);
        }
  });

  it('puts the street in the address and the city alone in the city', () => {
    const { business } = draftFor({ address: 'Av. Ejército 123, Yanahuara', city: 'Arequipa', country: 'Perú' });
    expect([business.address, business.city]).toEqual(['Av. Ejército 123, Yanahuara', 'Arequipa']);
    expect(draftFor({}).business).toMatchObject({ address: '', city: 'Arequipa' });
  });

  it('shows no price for dishes and services it knows none of, and no hours it was not told', () => {
    for (const industry of ['restaurant', 'beauty']) {
      const doc = draftFor({ industry });
      const text = visibleText(doc);
      expect(text).not.toMatch(/S\/\s*0[.,]00|Consultar/);
      expect(text).not.toContain('Cerrado');
      expect(text).not.toMatch(/\d{2}:\d{2}/);
      expect(localBusinessJsonLd(doc, 'https://rosa.vitrina.pe', 'https://rosa.vitrina.pe/og.png')).not.toHaveProperty('openingHoursSpecification');
    }
  });

  it('shows the phone grouped and dials it, from the site and from search results, with the country code', () => {
    const doc = draftFor({ phone: '987654321', industry: 'restaurant' });
    const home = renderStaticMarkup(
      <SitePageView document={doc} page={doc.pages[0]!} links={siteLinks('export', { appOrigin: 'https://vitrina.pe', business: doc.business })} />,
    );
    expect(home).toContain('<a href="tel:+51987654321">987 654 321</a>');
    expect(home).toContain('href="https://wa.me/51987654321"');
    const data = localBusinessJsonLd(doc, 'https://rosa.vitrina.pe', 'https://rosa.vitrina.pe/og.png');
    expect(data).toMatchObject({ telephone: '+51987654321', image: 'https://rosa.vitrina.pe/og.png', hasMenu: 'https://rosa.vitrina.pe/carta' });
    expect(localBusinessJsonLd(draftFor({ industry: 'beauty' }), 'https://x.pe', 'https://x.pe/og.png')).not.toHaveProperty('hasMenu');
  });

  it("keeps the customer's sign-up e-mail off the site unless they ticked it as the business's e-mail", () => {
    const text = (doc: ReturnType<typeof templateDocument>) =>
      doc.pages
        .map((page) =>
          renderStaticMarkup(
            <SitePageView document={doc} page={page} links={siteLinks('export', { appOrigin: 'https://vitrina.pe', business: doc.business })} />,
          ),
        )
        .join('');
    const privateDraft = draftFor({});
    expect(text(privateDraft)).not.toContain('rosa.personal@gmail.com');
    expect(localBusinessJsonLd(privateDraft, 'https://x.pe', 'https://x.pe/og.png')).not.toHaveProperty('email');
    const publicDraft = draftFor({ emailIsPublic: 'on' });
    expect(text(publicDraft)).toContain('href="mailto:rosa.personal@gmail.com"');
    // The AI's brief for the draft does not hand the model the private address either.
    const input = trialForAccountSchema.parse({
      businessName: 'Pollería Doña Rosa',
      city: 'Arequipa',
      country: 'Perú',
      sitePreference: 'redesign',
      acceptTerms: 'on',
    });
    const row = trialSubmissionValues({ userId: 'u1', email: 'rosa.personal@gmail.com', input, now: new Date() });
    expect(describeSubmission(toSubmissionDetails({ ...row, referenceImageUrl: null })).join('\n')).not.toContain('rosa.personal@gmail.com');
  });

  it('shows the opening hours the customer gave, and closed days as closed, on the page and for search engines', () => {
    const doc = draftFor({ weekdaysOpen: '08:30', weekdaysClose: '17:00', saturdayOpen: '09:00', saturdayClose: '13:00' });
    const home = visibleText(doc);
    expect(home).toMatch(/Lunes\s+08:30 – 17:00/);
    expect(home).toMatch(/Sábado\s+09:00 – 13:00/);
    expect(home).toMatch(/Domingo\s+Cerrado/);
    const data = localBusinessJsonLd(doc, 'https://x.pe', 'https://x.pe/og.png') as { openingHoursSpecification: unknown[] };
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.openingHoursSpecification[5]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' });
  });

  it('asks for both times of a row, closing after opening, in Spanish', () => {
    const base = { businessName: 'Pollería Doña Rosa', city: 'Arequipa', country: 'Perú', sitePreference: 'redesign', acceptTerms: 'on' };
    const issues = (form: Record<string, string>) =>
      trialForAccountSchema.safeParse({ ...base, ...form }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ weekdaysOpen: '09:00' })).toEqual([['weekdaysClose', 'Escribe a qué hora cierras (Lunes a viernes)']]);
    expect(issues({ sundayOpen: '14:00', sundayClose: '10:00' })).toEqual([['sundayClose', 'La hora de cierre debe ser después de la de apertura (Domingo)']]);
    expect(issues({ saturdayOpen: '9 de la mañana', saturdayClose: '13:00' })).toEqual([['saturdayOpen', 'Escribe la hora como 09:00']]);
  });
});

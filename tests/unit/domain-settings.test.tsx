import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DomainSettings } from '@/components/site-domains/domain-settings';
import type { SiteDomainView } from '@/lib/sites/domains/domains';

const never = () => Promise.reject(new Error('not called while rendering'));
const actions = { set: never, verify: never, remove: never };

const view = (overrides: Partial<SiteDomainView>): SiteDomainView => ({
  domain: 'www.buensabor.pe',
  isRoot: false,
  records: [
    { type: 'CNAME', name: 'www.buensabor.pe', value: 'buen-sabor.vitrina.site' },
    { type: 'TXT', name: '_vitrina.www.buensabor.pe', value: 'vitrina-verificacion=abc' },
  ],
  verified: true,
  lastCheckedAt: '2027-01-05T13:00:00.000Z',
  lastError: null,
  ...overrides,
});

const render = (domain: SiteDomainView, language: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(<DomainSettings siteId="s1" siteAddress="https://buen-sabor.vitrina.site/" initial={domain} actions={actions} language={language} />);

describe("'Tu dominio' for a verified domain", () => {
  it('reads as connected while its records are in place', () => {
    const html = render(view({}));
    expect(html).toContain('>Verificado<');
    expect(html).not.toContain('con problemas');
  });

  it('warns, with the reason, when the last check did not find the records but the domain is still connected', () => {
    const reason = 'www.buensabor.pe todavía no apunta a tu sitio: crea el registro CNAME hacia buen-sabor.vitrina.site.';
    const html = render(view({ lastError: reason }));
    expect(html).toContain('>Verificado, con problemas<');
    expect(html).toContain('Tu sitio todavía responde en este dominio, pero en la última revisión faltaban sus registros DNS.');
    expect(html).toContain('si siguen faltando unos días, lo desconectaremos.');
    expect(html).toContain(reason);
    // The team's panel says the same in English.
    expect(render(view({ lastError: reason }), 'en')).toContain('>Verified, failing checks<');
  });
});

describe("'Tu dominio' for a root domain", () => {
  it('asks for an ALIAS or ANAME record, or the www name, instead of a CNAME most registrars refuse at the apex', () => {
    const root = view({
      domain: 'buensabor.pe',
      isRoot: true,
      verified: false,
      records: [
        { type: 'ALIAS', name: 'buensabor.pe', value: 'buen-sabor.vitrina.site' },
        { type: 'TXT', name: '_vitrina.buensabor.pe', value: 'vitrina-verificacion=abc' },
      ],
    });
    const html = render(root);
    expect(html).toContain('buensabor.pe es un dominio raíz, y la mayoría de proveedores no aceptan un registro CNAME en él.');
    expect(html).toContain('conecta www.buensabor.pe en su lugar');
    expect(render(view({}))).not.toContain('dominio raíz');
  });
});

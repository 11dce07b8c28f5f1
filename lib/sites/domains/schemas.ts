import { z } from 'zod';

const DOMAIN_SHAPE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What a customer types as their domain, as the host name DNS knows: "https://Www.MiNegocio.pe/"
 * becomes "www.minegocio.pe", and "cafetería.pe" its punycode. Undefined when it is not a
 * public host name (an address, localhost, a bare word).
 */
export function normalizeDomain(input: string): string | undefined {
  const bare = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  if (!bare || /[\s@:]/.test(bare)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${bare}`).hostname;
  } catch {
    return undefined;
  }
  if (!DOMAIN_SHAPE.test(host) || host.endsWith('.localhost')) return undefined;
  return host;
}

/** 'Conectar mi dominio': the site (the customer's own, or any for the team) and the domain. */
export const siteDomainSchema = z.object({
  siteId: z.uuid('Site not found'),
  domain: z
    .string({ error: 'Escribe tu dominio, por ejemplo www.minegocio.pe' })
    .max(300, 'El dominio es demasiado largo')
    .transform((value, ctx) => {
      const domain = normalizeDomain(value);
      if (!domain) {
        ctx.addIssue({ code: 'custom', message: 'Escribe un dominio válido, por ejemplo www.minegocio.pe' });
        return z.NEVER;
      }
      return domain;
    }),
});

import 'server-only';
import type { MailDnsRecord } from '@/lib/email-forwarding/provider';
import { logger } from '@/lib/logger';
import { customerDnsResolver, quietly, type DnsCheck } from '../domains/domain-dns';

/**
 * The mail side of a customer's own domain: whether DNS holds the records the forwarding provider
 * asked for, looked up through the same resolver as the site's domain check. MX by host name (the
 * priority is the customer's to choose), SPF as one v=spf1 record carrying each mechanism we ask
 * for (a customer may already have one that authorises another sender too), anything else exactly.
 */
export async function checkMailDns(domain: string, records: MailDnsRecord[]): Promise<DnsCheck> {
  const resolver = customerDnsResolver();
  try {
    const [mx, txt] = await Promise.all([quietly(resolver.resolveMx(domain)), quietly(resolver.resolveTxt(domain))]);
    const exchanges = mx.map((record) => record.exchange.toLowerCase().replace(/\.$/, ''));
    const texts = txt.map((chunks) => chunks.join(''));
    const missing = records.filter((record) => !isPresent(record, exchanges, texts));
    if (missing.length === 0) return { status: 'ok' };
    const spfs = texts.filter((text) => /^v=spf1\b/i.test(text));
    const lines = missing.map((record) =>
      record.purpose === 'mx'
        ? `el registro MX hacia ${record.value}`
        : record.purpose === 'spf'
          ? spfs.length > 1
            ? 'un solo registro SPF (tu dominio tiene varios "v=spf1": júntalos en uno)'
            : `el registro TXT ${record.value}`
          : `el registro TXT ${record.value}`,
    );
    return {
      status: 'missing',
      reason: `Todavía no encontramos en ${domain} ${lines.join(', ')}. Si acabas de crearlos, espera unos minutos y vuelve a verificar.`,
    };
  } catch (error) {
    logger.warn({ err: error, domain }, 'mail domain DNS lookup failed');
    return { status: 'unavailable', reason: 'No pudimos consultar el DNS de tu dominio en este momento. Inténtalo de nuevo en unos minutos.' };
  }
}

function isPresent(record: MailDnsRecord, exchanges: string[], texts: string[]): boolean {
  if (record.type === 'MX') return exchanges.includes(record.value.toLowerCase());
  if (record.purpose === 'spf') {
    const spfs = texts.filter((text) => /^v=spf1\b/i.test(text));
    // Two SPF records make every SPF check fail: one record, with what we ask for in it.
    if (spfs.length !== 1) return false;
    const terms = spfs[0]!.toLowerCase().split(/\s+/);
    return record.value
      .toLowerCase()
      .split(/\s+/)
      .filter((term) => term.startsWith('include:'))
      .every((term) => terms.includes(term));
  }
  return texts.includes(record.value);
}

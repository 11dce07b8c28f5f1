import 'server-only';
import { z } from 'zod';
import { BodyTooLargeError, readLimitedBody } from '@/lib/http/read-limited-body';
import { logger } from '@/lib/logger';
import { ForwardingError, type EmailForwardingProvider, type ForwardingAlias, type ForwardingDomain, type MailDnsRecord } from './provider';

/**
 * Forward Email's REST API (https://forwardemail.net/en/email-api), the subset 'Correo
 * profesional' uses: a domain (create, read, verify its records) and its aliases (list, create,
 * delete). HTTP basic authentication with the API token as the user name. Each call has a time
 * limit and reads at most ANSWER_LIMIT_BYTES of the answer.
 */

/** Our customers hold a handful of aliases: an answer past this is not one we asked for. */
const ANSWER_LIMIT_BYTES = 512 * 1024;

/** Forward Email's inbound servers and sender policy, as its setup guide asks for them. */
const FORWARD_EMAIL_MX = ['mx1.forwardemail.net', 'mx2.forwardemail.net'];
export const FORWARD_EMAIL_SPF = 'v=spf1 a include:spf.forwardemail.net -all';
const VERIFICATION_PREFIX = 'forward-email-site-verification=';

const domainAnswer = z.object({
  name: z.string(),
  has_mx_record: z.boolean().nullish(),
  has_txt_record: z.boolean().nullish(),
  verification_record: z.string().nullish(),
});
const aliasAnswer = z.object({ id: z.string(), name: z.string(), recipients: z.array(z.string()).nullish() });
const errorAnswer = z.object({ message: z.string() });

export type ForwardEmailSettings = { apiUrl: string; token: string; timeoutMs: number };

type Call = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: Record<string, unknown> };
type Answer = { status: number; body: unknown };

export class ForwardEmailProvider implements EmailForwardingProvider {
  /** Implicit TLS on 465, as its SMTP guide gives it. */
  readonly sending = { host: 'smtp.forwardemail.net', port: 465 };

  constructor(private readonly settings: ForwardEmailSettings) {}

  async ensureDomain(domain: string): Promise<ForwardingDomain> {
    const found = await this.send({ method: 'GET', path: `/v1/domains/${encodeURIComponent(domain)}` });
    if (found.status === 404) {
      const created = await this.send({ method: 'POST', path: '/v1/domains', body: { domain } });
      // Created meanwhile (by another instance, or an earlier attempt whose answer was lost).
      if (created.status >= 400 && created.status < 500) return this.readDomain(domain);
      return toDomain(this.expect(created, domainAnswer));
    }
    return toDomain(this.expect(found, domainAnswer));
  }

  async verifyDomain(domain: string): Promise<ForwardingDomain> {
    // Forward Email answers 400 listing what it still misses; the domain read after it says the same in fields.
    const checked = await this.send({ method: 'GET', path: `/v1/domains/${encodeURIComponent(domain)}/verify-records` });
    if (checked.status === 404) throw new ForwardingError('not_found', `forwarding domain ${domain} not found`);
    if (checked.status >= 500) this.expect(checked, z.unknown());
    return this.readDomain(domain);
  }

  async listAliases(domain: string): Promise<ForwardingAlias[]> {
    const answer = await this.send({ method: 'GET', path: `/v1/domains/${encodeURIComponent(domain)}/aliases?limit=100` });
    return this.expect(answer, z.array(aliasAnswer)).map(toAlias);
  }

  async createAlias(domain: string, alias: { name: string; recipient: string }): Promise<ForwardingAlias> {
    try {
      const answer = await this.send({
        method: 'POST',
        path: `/v1/domains/${encodeURIComponent(domain)}/aliases`,
        body: { name: alias.name, recipients: [alias.recipient], is_enabled: true },
      });
      // Forward Email refuses a taken name with a 400 like any other; the list says which it was.
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 404 && (await this.findAlias(domain, alias.name))) {
        throw new ForwardingError('duplicate', `alias ${alias.name}@${domain} already exists`);
      }
      return toAlias(this.expect(answer, aliasAnswer));
    } catch (error) {
      if (!(error instanceof ForwardingError) || error.kind !== 'unavailable') throw error;
      // The provider may have created it and failed (or lost) only the answer: look before saying it failed.
      const existing = await this.findAlias(domain, alias.name).catch(() => null);
      if (existing && existing.recipients.includes(alias.recipient)) return existing;
      throw error;
    }
  }

  async deleteAlias(domain: string, aliasId: string): Promise<void> {
    const answer = await this.send({ method: 'DELETE', path: `/v1/domains/${encodeURIComponent(domain)}/aliases/${encodeURIComponent(aliasId)}` });
    this.expect(answer, z.unknown());
  }

  private async readDomain(domain: string): Promise<ForwardingDomain> {
    return toDomain(this.expect(await this.send({ method: 'GET', path: `/v1/domains/${encodeURIComponent(domain)}` }), domainAnswer));
  }

  private async findAlias(domain: string, name: string): Promise<ForwardingAlias | null> {
    return (await this.listAliases(domain)).find((alias) => alias.name === name) ?? null;
  }

  /** The answer's body as `schema`, or the error its status means. */
  private expect<T>(answer: Answer, schema: z.ZodType<T>): T {
    const message = errorAnswer.safeParse(answer.body).data?.message ?? `forwarding provider answered ${answer.status}`;
    if (answer.status === 404) throw new ForwardingError('not_found', message);
    if (answer.status === 401 || answer.status === 403 || answer.status === 429 || answer.status >= 500) throw new ForwardingError('unavailable', message);
    if (answer.status >= 400) throw new ForwardingError('refused', message);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new ForwardingError('unavailable', 'forwarding provider answered an unexpected body');
    return parsed.data;
  }

  /**
   * One call. A read or a delete (both safe to repeat) is tried once more after a network failure
   * or a 5xx/429; a create never is: createAlias looks for its result instead.
   */
  private async send(call: Call): Promise<Answer> {
    const attempts = call.method === 'POST' ? 1 : 2;
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const answer = await this.sendOnce(call);
        if ((answer.status >= 500 || answer.status === 429) && attempt < attempts) {
          last = new ForwardingError('unavailable', `forwarding provider answered ${answer.status}`);
          continue;
        }
        return answer;
      } catch (error) {
        last = error;
      }
    }
    logger.warn({ err: last, method: call.method, path: call.path }, 'e-mail forwarding provider unreachable');
    if (last instanceof ForwardingError) throw last;
    throw new ForwardingError('unavailable', `forwarding provider unreachable: ${last instanceof Error ? last.message : String(last)}`, { cause: last });
  }

  private async sendOnce(call: Call): Promise<Answer> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    const response = await fetch(`${this.settings.apiUrl}${call.path}`, {
      method: call.method,
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${this.settings.token}:`).toString('base64')}`,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
      redirect: 'error',
      signal,
    });
    let text: string;
    try {
      text = await readLimitedBody(response, ANSWER_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new ForwardingError('unavailable', 'forwarding provider answered too much');
      throw error;
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }
}

function toDomain(answer: z.infer<typeof domainAnswer>): ForwardingDomain {
  const records: MailDnsRecord[] = [
    ...FORWARD_EMAIL_MX.map((value): MailDnsRecord => ({ type: 'MX', name: answer.name, value, priority: 10, purpose: 'mx' })),
    { type: 'TXT', name: answer.name, value: FORWARD_EMAIL_SPF, purpose: 'spf' },
  ];
  // Domains on a paid plan also prove their owner with this record.
  if (answer.verification_record) {
    records.push({ type: 'TXT', name: answer.name, value: `${VERIFICATION_PREFIX}${answer.verification_record}`, purpose: 'verification' });
  }
  return { name: answer.name, records, isVerified: answer.has_mx_record === true && answer.has_txt_record === true };
}

function toAlias(answer: z.infer<typeof aliasAnswer>): ForwardingAlias {
  return { id: answer.id, name: answer.name, recipients: answer.recipients ?? [] };
}

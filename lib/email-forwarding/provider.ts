/**
 * 'Correo profesional' (issue 26, decision 0031): the e-mail forwarding provider, seen from the
 * product. Any provider with an API for domains and aliases fits behind this; Forward Email's is
 * the one written (forward-email.ts). The provider is the source of truth for what is forwarded;
 * our tables only list what the dashboard shows.
 */

/** A DNS record the customer creates for mail to reach the provider. */
export type MailDnsRecord = {
  type: 'MX' | 'TXT';
  /** The host name, e.g. "minegocio.pe". */
  name: string;
  value: string;
  /** MX only. */
  priority?: number;
  /** What the record is for: the check looks each kind up in its own way. */
  purpose: 'mx' | 'spf' | 'verification';
};

export type ForwardingDomain = {
  name: string;
  /** The records the provider needs for this domain, as it asks for them now. */
  records: MailDnsRecord[];
  /** Whether the provider itself has seen the records and forwards mail for the domain. */
  isVerified: boolean;
};

export type ForwardingAlias = {
  id: string;
  /** The local part: "contacto" of contacto@minegocio.pe. */
  name: string;
  recipients: string[];
};

/**
 * Why a call failed. 'unavailable': we could not reach the provider or it failed on its side (try
 * again later); 'duplicate': the alias or domain is already there; 'not_found': the provider does
 * not know the domain or alias; 'refused': it refused what we sent (its message says why).
 */
export type ForwardingErrorKind = 'unavailable' | 'duplicate' | 'not_found' | 'refused';

export class ForwardingError extends Error {
  override name = 'ForwardingError';
  constructor(
    readonly kind: ForwardingErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface EmailForwardingProvider {
  /** The provider's SMTP server, for 'Enviar como' in Gmail and other mail apps; null if it offers none. */
  readonly sending: { host: string; port: number } | null;
  /** The domain at the provider, created there if it is new to it. */
  ensureDomain(domain: string): Promise<ForwardingDomain>;
  /** Asks the provider to look at the domain's DNS again now; answers what it concluded. */
  verifyDomain(domain: string): Promise<ForwardingDomain>;
  listAliases(domain: string): Promise<ForwardingAlias[]>;
  /** Throws 'duplicate' when the local part is already taken on the domain. */
  createAlias(domain: string, alias: { name: string; recipient: string }): Promise<ForwardingAlias>;
  /** Throws 'not_found' when there is no such alias (any more). */
  deleteAlias(domain: string, aliasId: string): Promise<void>;
}

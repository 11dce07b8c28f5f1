/** Why a guarded outbound request did not give us a page, in Spanish for the people who see it. */
export type SafeFetchFailure = 'invalid_url' | 'blocked_address' | 'dns_failed' | 'timeout' | 'http_status' | 'not_html' | 'too_many_redirects' | 'network';

const MESSAGES: Record<SafeFetchFailure, string> = {
  invalid_url: 'la dirección debe ser una URL http:// o https:// válida',
  blocked_address: 'la dirección apunta a una red privada o reservada',
  dns_failed: 'no se encontró el dominio',
  timeout: 'el sitio no respondió en 5 segundos',
  http_status: 'el sitio respondió con un error',
  not_html: 'la dirección no es una página web',
  too_many_redirects: 'el sitio redirige demasiadas veces',
  network: 'no se pudo conectar con el sitio',
};

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[reason]} (${detail})` : MESSAGES[reason]);
  }
}

import 'server-only';
import { z } from 'zod';
import { getConfig } from '@/lib/config';

/**
 * The OSE/PSE receipt API, in Nubefact's JSON shape: one URL (the account's "ruta") and a token;
 * every call is a POST whose `operacion` says what to do. Nothing else in the product speaks it.
 */

/** The API answered with a document. aceptada_por_sunat false and no error: SUNAT has not answered yet. */
const documentAnswer = z.object({
  enlace_del_pdf: z.string().nullish(),
  enlace_del_xml: z.string().nullish(),
  aceptada_por_sunat: z.boolean().nullish(),
  sunat_description: z.string().nullish(),
  sunat_responsecode: z.union([z.string(), z.number()]).nullish(),
  sunat_soap_error: z.string().nullish(),
});
const errorAnswer = z.object({ errors: z.string(), codigo: z.union([z.number(), z.string()]).optional() });

export type ReceiptApiAnswer = {
  pdfUrl: string | null;
  xmlUrl: string | null;
  /** accepted / rejected: SUNAT's answer; issued: taken by the API, SUNAT's answer still to come. */
  status: 'issued' | 'accepted' | 'rejected';
  sunatDescription: string | null;
};

/** The API could not be reached or failed on its side: the same document is sent again later. */
export class ReceiptApiUnavailable extends Error {
  override name = 'ReceiptApiUnavailable';
}

/** The API refused the document itself (its data); `code` is the API's error code. */
export class ReceiptApiRefused extends Error {
  override name = 'ReceiptApiRefused';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Nubefact's code for "this serie and número already exist": a previous attempt did reach it. */
export const ALREADY_EXISTS_CODE = '23';

function toAnswer(body: z.infer<typeof documentAnswer>): ReceiptApiAnswer {
  const code = body.sunat_responsecode === undefined || body.sunat_responsecode === null ? '' : String(body.sunat_responsecode);
  // SUNAT's response codes 2000-3999 and a SOAP fault are rejections; 0 and observations (4000+) are acceptances.
  const rejected = Boolean(body.sunat_soap_error) || (/^\d+$/.test(code) && Number(code) >= 2000 && Number(code) < 4000);
  return {
    pdfUrl: body.enlace_del_pdf ?? null,
    xmlUrl: body.enlace_del_xml ?? null,
    status: rejected ? 'rejected' : body.aceptada_por_sunat ? 'accepted' : 'issued',
    sunatDescription: body.sunat_soap_error || body.sunat_description || null,
  };
}

export async function callReceiptApi(payload: Record<string, unknown>): Promise<ReceiptApiAnswer> {
  const settings = getConfig().receipts;
  if (!settings) throw new ReceiptApiUnavailable('the receipt API is not configured');
  let response: Response;
  try {
    response = await fetch(settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token token="${settings.token}"` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new ReceiptApiUnavailable(`receipt API unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500 || response.status === 401 || response.status === 429 || body === null) {
    throw new ReceiptApiUnavailable(`receipt API answered ${response.status}`);
  }
  const refused = errorAnswer.safeParse(body);
  if (!response.ok || refused.success) {
    throw new ReceiptApiRefused(
      refused.success ? refused.data.errors : `receipt API answered ${response.status}`,
      refused.success ? String(refused.data.codigo ?? '') : '',
    );
  }
  const answer = documentAnswer.safeParse(body);
  if (!answer.success) throw new ReceiptApiUnavailable('receipt API answered an unexpected body');
  return toAnswer(answer.data);
}

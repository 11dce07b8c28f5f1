/**
 * A local stand-in for the OSE/PSE receipt API in Nubefact's JSON shape: one "ruta" URL, a
 * `Authorization: Token token="..."` header, and POSTed documents whose `operacion` is
 * generar_comprobante or consultar_comprobante. It checks what SUNAT would (series letter, the
 * totals adding up, a credit note naming its receipt), refuses a serie-número it already has
 * (code 23, as Nubefact does) and answers the PDF and XML links, which it also serves.
 *
 * Tests drive it in process: `fail('500' | 'down' | 'lose-answer')` until `recover()`, `rejectNext(reason)` to
 * have SUNAT reject the next document, `documents` to read what was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_RECEIPTS_TOKEN = 'fake-receipts-token-0123456789';

type Document = Record<string, unknown> & { tipo_de_comprobante: number; serie: string; numero: number };
type Stored = { document: Document; answer: Record<string, unknown> };
export type FakeReceipts = Awaited<ReturnType<typeof startFakeReceipts>>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const cents = (value: unknown) => Math.round(Number(value) * 100);
const SERIES_LETTER: Record<number, string> = { 1: 'F', 2: 'B' };

/** What the real API would refuse before sending anything to SUNAT; null when the document is fine. */
function problemWith(doc: Document, stored: Map<string, Stored>): string | null {
  if (![1, 2, 3].includes(doc.tipo_de_comprobante)) return 'tipo_de_comprobante no válido';
  if (!/^[FB][A-Z0-9]{3}$/.test(doc.serie)) return 'La serie no es válida';
  if (doc.tipo_de_comprobante !== 3 && doc.serie[0] !== SERIES_LETTER[doc.tipo_de_comprobante]) return 'La serie no corresponde al tipo de comprobante';
  if (!Number.isInteger(doc.numero) || doc.numero < 1) return 'El número no es válido';
  if (cents(doc.total_gravada) + cents(doc.total_igv) !== cents(doc.total)) return 'Los totales no cuadran';
  if (doc.tipo_de_comprobante === 1 && (doc.cliente_tipo_de_documento !== '6' || !/^\d{11}$/.test(String(doc.cliente_numero_de_documento)))) {
    return 'Una factura requiere el RUC del cliente';
  }
  if (doc.tipo_de_comprobante === 3) {
    const key = `${String(doc.documento_que_se_modifica_tipo)}-${String(doc.documento_que_se_modifica_serie)}-${String(doc.documento_que_se_modifica_numero)}`;
    if (!stored.has(key)) return 'El documento que se modifica no existe';
  }
  return null;
}

export async function startFakeReceipts() {
  const stored = new Map<string, Stored>();
  const documents: Document[] = [];
  let failure: '500' | 'down' | 'lose-answer' | null = null;
  let rejection: string | null = null;
  let baseUrl = '';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname.startsWith('/cpe/')) {
      const file = url.pathname.slice('/cpe/'.length);
      const found = [...stored.values()].some((s) => file.startsWith(`${s.document.serie}-${s.document.numero}.`));
      if (!found) return void res.writeHead(404).end('not found');
      const isPdf = file.endsWith('.pdf');
      res.writeHead(200, { 'content-type': isPdf ? 'application/pdf' : 'application/xml', 'content-disposition': `attachment; filename="${file}"` });
      return void res.end(isPdf ? `%PDF-1.4\n% comprobante ${file}\n%%EOF\n` : `<?xml version="1.0"?><Invoice id="${file}"/>`);
    }
    if (failure === 'down') return void req.socket.destroy();
    if (req.method !== 'POST' || !url.pathname.startsWith('/api/v1/')) return send(res, 404, { errors: 'Ruta no encontrada', codigo: 10 });
    if (req.headers.authorization !== `Token token="${FAKE_RECEIPTS_TOKEN}"`) {
      return send(res, 401, { errors: 'El token no es válido', codigo: 11 });
    }
    if (failure === '500') return send(res, 500, { errors: 'Error interno', codigo: 50 });
    let doc: Document;
    try {
      doc = JSON.parse(await readBody(req)) as Document;
    } catch {
      return send(res, 400, { errors: 'El archivo enviado no es un JSON válido', codigo: 20 });
    }
    const key = `${doc.tipo_de_comprobante}-${doc.serie}-${doc.numero}`;
    if (doc.operacion === 'consultar_comprobante') {
      const found = stored.get(key);
      return found ? send(res, 200, found.answer) : send(res, 400, { errors: 'El documento no existe', codigo: 24 });
    }
    if (doc.operacion !== 'generar_comprobante') return send(res, 400, { errors: 'operacion no válida', codigo: 21 });
    documents.push(doc);
    if (stored.has(key)) return send(res, 400, { errors: 'Este documento ya existe en NubeFacT', codigo: 23 });
    const problem = problemWith(doc, stored);
    if (problem) return send(res, 400, { errors: problem, codigo: 20 });

    const name = `${doc.serie}-${doc.numero}`;
    const rejected = rejection;
    rejection = null;
    const answer = {
      tipo_de_comprobante: doc.tipo_de_comprobante,
      serie: doc.serie,
      numero: doc.numero,
      enlace: `${baseUrl}/cpe/${name}`,
      enlace_del_pdf: `${baseUrl}/cpe/${name}.pdf`,
      enlace_del_xml: `${baseUrl}/cpe/${name}.xml`,
      enlace_del_cdr: `${baseUrl}/cpe/${name}.cdr`,
      aceptada_por_sunat: !rejected,
      sunat_description: rejected ?? `El comprobante numero ${name}, ha sido aceptado`,
      sunat_note: null,
      sunat_responsecode: rejected ? '2800' : '0',
      sunat_soap_error: '',
      cadena_para_codigo_qr: `20000000001|${doc.tipo_de_comprobante}|${name}|${String(doc.total_igv)}|${String(doc.total)}`,
      codigo_hash: `hash${name}`,
    };
    stored.set(key, { document: doc, answer });
    // The document is kept but the connection drops before the answer: the client never hears back.
    if (failure === 'lose-answer') return void req.socket.destroy();
    send(res, 200, answer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    env: { RECEIPTS_API_URL: `${baseUrl}/api/v1/fake-ruta`, RECEIPTS_API_TOKEN: FAKE_RECEIPTS_TOKEN } satisfies Record<string, string>,
    documents,
    /** The documents the API holds (accepted or rejected), by "tipo-serie-numero". */
    stored,
    /**
     * '500': the API answers errors; 'down': it drops every connection; 'lose-answer': it keeps
     * each document but drops the connection before answering. Until `recover()`.
     */
    fail: (mode: '500' | 'down' | 'lose-answer') => {
      failure = mode;
    },
    /** SUNAT rejects the next document with this reason. */
    rejectNext: (reason: string) => {
      rejection = reason;
    },
    recover: () => {
      failure = null;
      rejection = null;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A local stand-in for the OpenAI chat-completions and image endpoints, reached through
 * OPENAI_BASE_URL by the real SDK. It answers the subset we use: POST /v1/chat/completions with
 * text or a JSON response_format, and POST /v1/images/generations (gpt-image-1 style: `n`
 * pictures as `b64_json` PNGs of the asked `size`, on a transparent background when asked).
 * A structured-output request for a `site_document` gets the base draft found in the prompt with
 * its copy rewritten for the business; a `site_translation` gets each text back marked "In English: ";
 * other JSON requests get a blog article built from the
 * prompt's "Palabra clave:", "Tema:" or "Sitio web:" line; text requests get a website plan.
 *
 * Failures can be simulated two ways:
 * - in process: `fake.failNext('slow' | 'error500' | 'malformed' | 'invalid' | 'refused')` or
 *   `fake.respondNext(content)`; 'invalid' is well-formed JSON that fits no schema of ours; for an
 *   image request 'malformed' answers bytes that are no picture, 'invalid' answers no picture at
 *   all, and 'refused' is the safety system's 400;
 * - from a browser test: put `[fake-openai:slow]`, `[fake-openai:500]`, `[fake-openai:malformed]`,
 *   `[fake-openai:invalid]` or `[fake-openai:refused]` in any message or image prompt the app
 *   sends (for example in the article topic, the business name or a logo brief).
 * Its environment also sets OPENAI_TIMEOUT_MS and OPENAI_IMAGE_TIMEOUT_MS (4 s by default), so a
 * 'slow' answer (8 s) times out.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeOpenAIFailure = 'slow' | 'error500' | 'malformed' | 'invalid' | 'refused';
type ChatRequest = {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
};
export type RecordedChatRequest = { authorization: string | undefined; body: ChatRequest };
type ImageRequest = { model?: string; prompt?: string; n?: number; size?: string; background?: string; output_format?: string; quality?: string };
export type RecordedImageRequest = { authorization: string | undefined; body: ImageRequest };
type Planned = { kind: 'fail'; failure: FakeOpenAIFailure } | { kind: 'content'; content: string };

export type FakeOpenAI = {
  url: string;
  env: Record<string, string>;
  requests: RecordedChatRequest[];
  imageRequests: RecordedImageRequest[];
  failNext: (failure: FakeOpenAIFailure, times?: number) => void;
  respondNext: (content: string) => void;
  reset: () => void;
  stop: () => Promise<void>;
};

export const FAKE_OPENAI_KEY = 'sk-fake-openai-key';

const MARKERS: Record<string, FakeOpenAIFailure> = {
  '[fake-openai:slow]': 'slow',
  '[fake-openai:500]': 'error500',
  '[fake-openai:malformed]': 'malformed',
  '[fake-openai:invalid]': 'invalid',
  '[fake-openai:refused]': 'refused',
};

const IMAGE_SIZES = new Set(['1024x1024', '1024x1536', '1536x1024', 'auto']);
const COLOURS = ['#b4342a', '#1f6f8b', '#2e7d32', '#6a1b9a', '#ef6c00', '#37474f', '#c2185b', '#00838f', '#5d4037', '#283593'];

/** A plain mark a model might draw: a coloured disc with a ring, on a transparent or white ground. */
async function logoPicture(size: string, index: number, transparent: boolean): Promise<string> {
  const [width, height] = size === 'auto' ? [1024, 1024] : size.split('x').map(Number);
  const colour = COLOURS[index % COLOURS.length];
  const r = Math.round(Math.min(width!, height!) * 0.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width! / 2}" cy="${height! / 2}" r="${r}" fill="${colour}"/><circle cx="${width! / 2}" cy="${height! / 2}" r="${Math.round(r * 0.55)}" fill="none" stroke="#fff" stroke-width="${Math.round(r * 0.12)}"/></svg>`;
  const ground = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
  const png = await sharp({ create: { width: width!, height: height!, channels: 4, background: ground } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  return png.toString('base64');
}

type ImageCheck = { status: number; message: string; param: string } | null;

/** The checks the real endpoint makes on the parameters we send. */
function checkImageRequest(body: ImageRequest): ImageCheck {
  if (!body.prompt?.trim()) return { status: 400, message: "Missing required parameter: 'prompt'.", param: 'prompt' };
  if (body.n !== undefined && (!Number.isInteger(body.n) || body.n < 1 || body.n > 10))
    return { status: 400, message: 'Invalid n: must be between 1 and 10.', param: 'n' };
  if (body.size !== undefined && !IMAGE_SIZES.has(body.size)) return { status: 400, message: `Invalid size '${body.size}'.`, param: 'size' };
  if (body.background === 'transparent' && body.output_format === 'jpeg')
    return { status: 400, message: 'Transparent background is not supported for jpeg output.', param: 'background' };
  return null;
}

function subjectOf(text: string): string {
  const match = /^(?:Palabra clave|Tema|Sitio web):\s*(.+)$/m.exec(text);
  return (match?.[1] ?? 'negocios en Perú').replace(/\[fake-openai:[a-z0-9]+\]/g, '').trim();
}

function articleJson(subject: string): string {
  const title = `Guía práctica: ${subject}`.slice(0, 70);
  const paragraph = `Para los negocios pequeños del Perú, ${subject} es una oportunidad concreta de atraer clientes. Un sitio web claro, rápido y fácil de encontrar en Google convierte visitas en ventas.`;
  return JSON.stringify({
    title,
    excerpt: `Todo lo que necesitas saber sobre ${subject} para hacer crecer tu negocio.`.slice(0, 160),
    content: [
      `<h2>Por qué importa ${subject}</h2>`,
      `<p>${paragraph}</p>`,
      '<h2>Tres pasos para empezar</h2>',
      '<ul><li>Define qué buscan tus clientes.</li><li>Muestra tus productos con fotos reales.</li><li>Facilita el contacto por WhatsApp.</li></ul>',
      `<p>${paragraph}</p>`,
      '<p>Con Vitrina tienes tu sitio web profesional desde S/ 25 al mes. <strong>Pruébalo gratis 5 días.</strong></p>',
    ].join(''),
    suggestedKeywords: [subject.toLowerCase(), 'sitio web', 'negocios en perú'],
  });
}

function websitePlan(prompt: string): string {
  const business = /Business name:\s*(.+)/.exec(prompt)?.[1] ?? 'el negocio';
  return [
    `## Estructura sugerida para ${business}`,
    '1. Inicio: titular con la propuesta de valor y botón de WhatsApp.',
    '2. Nosotros: la historia del negocio.',
    '3. Servicios: tarjetas con fotos y precios de referencia.',
    '4. Contacto: formulario, mapa y horarios.',
    '',
    '## Ideas de textos',
    `- "Bienvenidos a ${business}"`,
  ].join('\n');
}

/** The base draft the app sends, with the copy a model would write: a tagline, a hero line, an intro. */
function siteDocumentJson(prompt: string): string {
  const base = /## Base draft \(site document\)\n(.+)$/m.exec(prompt)?.[1];
  if (!base) return JSON.stringify({ error: 'no base draft in the prompt' });
  const doc = JSON.parse(base) as { business: { name: string; city: string; tagline: string }; pages: { sections: Record<string, unknown>[] }[] };
  const where = doc.business.city ? ` en ${doc.business.city}` : '';
  doc.business.tagline = `Lo mejor de ${doc.business.name}${where}`.slice(0, 160);
  const hero = doc.pages[0]?.sections.find((section) => section.type === 'hero');
  if (hero) hero.subheading = `Propuesta escrita para ${doc.business.name}: atención cercana y precios claros${where}.`.slice(0, 240);
  return JSON.stringify(doc);
}

/** A `site_translation` request's texts "translated": each marked as English, so a test can tell them apart. */
function siteTranslationJson(prompt: string): string {
  const list = /## Texts\n(.+)$/m.exec(prompt)?.[1];
  if (!list) return JSON.stringify({ error: 'no texts in the prompt' });
  const texts = JSON.parse(list) as { id: number; es: string }[];
  return JSON.stringify({ texts: texts.map(({ id, es }) => ({ id, en: `In English: ${es}` })) });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

export async function startFakeOpenAI(options: { slowMs?: number; timeoutMs?: number } = {}): Promise<FakeOpenAI> {
  const slowMs = options.slowMs ?? 8_000;
  const requests: RecordedChatRequest[] = [];
  const imageRequests: RecordedImageRequest[] = [];
  let planned: Planned[] = [];
  const timers = new Set<NodeJS.Timeout>();

  /** Answers after `slowMs`, unless the client gave up first. */
  const later = (req: IncomingMessage, res: ServerResponse, answer: () => Promise<void> | void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) void answer();
    }, slowMs);
    timers.add(timer);
    req.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };

  const imageGeneration = async (req: IncomingMessage, res: ServerResponse, authorization: string) => {
    let body: ImageRequest;
    try {
      body = JSON.parse(await readBody(req)) as ImageRequest;
    } catch {
      return send(res, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
    }
    imageRequests.push({ authorization, body });
    const problem = checkImageRequest(body);
    if (problem) return send(res, problem.status, { error: { message: problem.message, type: 'invalid_request_error', param: problem.param, code: null } });
    const marker = Object.entries(MARKERS).find(([m]) => body.prompt!.includes(m))?.[1];
    const next = planned.shift() ?? (marker ? ({ kind: 'fail', failure: marker } as const) : undefined);
    const failure = next?.kind === 'fail' ? next.failure : undefined;
    if (failure === 'error500') return send(res, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } });
    if (failure === 'refused') {
      return send(res, 400, {
        error: { message: 'Your request was rejected as a result of our safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' },
      });
    }
    const size = body.size ?? '1024x1024';
    const transparent = body.background === 'transparent';
    const answer = async () => {
      const data =
        failure === 'invalid'
          ? []
          : failure === 'malformed'
            ? [{ b64_json: Buffer.from('<svg onload="alert(1)">no es una imagen</svg>').toString('base64') }]
            : await Promise.all(Array.from({ length: body.n ?? 1 }, async (_, i) => ({ b64_json: await logoPicture(size, i, transparent) })));
      send(res, 200, {
        created: Math.floor(Date.now() / 1000),
        background: transparent ? 'transparent' : 'opaque',
        output_format: body.output_format ?? 'png',
        size,
        quality: body.quality ?? 'medium',
        data,
        usage: { input_tokens: 50, output_tokens: 4160 * data.length, total_tokens: 50 + 4160 * data.length },
      });
    };
    if (failure === 'slow') return later(req, res, answer);
    await answer();
  };

  const server = createServer(async (req, res) => {
    const isChat = req.url?.endsWith('/chat/completions');
    const isImage = req.url?.endsWith('/images/generations');
    if (req.method !== 'POST' || (!isChat && !isImage)) return send(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    const authorization = req.headers.authorization;
    if (authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      return send(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (isImage) return imageGeneration(req, res, authorization);
    let body: ChatRequest;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      return send(res, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
    }
    requests.push({ authorization, body });
    const text = (body.messages ?? []).map((m) => m.content).join('\n');
    const marker = Object.entries(MARKERS).find(([m]) => text.includes(m))?.[1];
    const next = planned.shift() ?? (marker ? ({ kind: 'fail', failure: marker } as const) : undefined);
    const model = body.model ?? 'fake-model';

    if (next?.kind === 'fail' && next.failure === 'error500') {
      return send(res, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } });
    }
    if (next?.kind === 'fail' && next.failure === 'malformed') {
      return send(res, 200, completion(model, '{"title": "Artículo roto", "content": <p>sin cerrar'));
    }
    if (next?.kind === 'fail' && next.failure === 'invalid') {
      return send(res, 200, completion(model, JSON.stringify({ answer: 'un objeto que no sigue el esquema pedido', items: [1, 2, 3] })));
    }
    const isJson = body.response_format?.type === 'json_object' || body.response_format?.type === 'json_schema';
    const userText =
      body.messages
        ?.filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n') ?? '';
    const scripted = next?.kind === 'content' ? next.content : undefined;
    const content =
      scripted ??
      (body.response_format?.json_schema?.name === 'site_document'
        ? siteDocumentJson(userText)
        : body.response_format?.json_schema?.name === 'site_translation'
          ? siteTranslationJson(userText)
          : isJson
            ? articleJson(subjectOf(userText))
            : websitePlan(userText));
    if (next?.kind === 'fail' && next.failure === 'slow') return later(req, res, () => send(res, 200, completion(model, content)));
    send(res, 200, completion(model, content));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1`;

  return {
    url,
    env: {
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      OPENAI_BASE_URL: url,
      OPENAI_MODEL: 'fake-gpt',
      OPENAI_TIMEOUT_MS: String(options.timeoutMs ?? 4_000),
      OPENAI_IMAGE_TIMEOUT_MS: String(options.timeoutMs ?? 4_000),
    },
    requests,
    imageRequests,
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i += 1) planned.push({ kind: 'fail', failure });
    },
    respondNext: (content) => planned.push({ kind: 'content', content }),
    reset: () => {
      planned = [];
      requests.length = 0;
      imageRequests.length = 0;
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

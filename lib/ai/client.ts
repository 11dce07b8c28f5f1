import 'server-only';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { toStrictJsonSchema } from 'openai/lib/transform';
import { z } from 'zod';
import { getConfig, type AppConfig } from '@/lib/config';
import { logger } from '@/lib/logger';

/**
 * The only module that talks to the OpenAI SDK. Callers see three calls (a JSON answer validated
 * by a zod schema, the same held to a JSON schema made from the zod schema, or plain text) and one
 * error type whose kind they turn into their own wording.
 */
export type AiFailureKind = 'not_configured' | 'timeout' | 'unavailable' | 'invalid_answer';

export class AiError extends Error {
  override name = 'AiError';
  constructor(
    readonly kind: AiFailureKind,
    detail?: string,
    /** For an answer that did not fit the schema: where and why, to show the model on a retry. */
    readonly issues: string[] = [],
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

export type ChatMessage = { role: 'system' | 'user'; content: string };
type CallOptions = { timeoutMs?: number; maxTokens?: number; temperature?: number };

type OpenAiConfig = NonNullable<AppConfig['openai']>;
const clients = new WeakMap<OpenAiConfig, OpenAI>();

function getClient(): { client: OpenAI; settings: OpenAiConfig } {
  const settings = getConfig().openai;
  if (!settings) throw new AiError('not_configured');
  let client = clients.get(settings);
  if (!client) {
    // No automatic retries: the timeout then bounds the whole wait the admin was told about.
    client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0 });
    clients.set(settings, client);
  }
  return { client, settings };
}

export function isAiConfigured(): boolean {
  return Boolean(getConfig().openai);
}

type ResponseFormat = OpenAI.Chat.Completions.ChatCompletionCreateParams['response_format'];

async function complete(messages: ChatMessage[], responseFormat: ResponseFormat | undefined, options: CallOptions): Promise<string> {
  const { client, settings } = getClient();
  const timeout = Math.min(options.timeoutMs ?? settings.timeoutMs, settings.timeoutMs);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model: settings.model,
        messages,
        temperature: options.temperature ?? 0.7,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        ...(responseFormat ? { response_format: responseFormat } : {}),
      },
      { timeout },
    );
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
      logger.warn({ timeoutMs: timeout }, 'ai call timed out');
      throw new AiError('timeout');
    }
    const status = error instanceof APIError ? error.status : undefined;
    logger.warn({ err: error, status }, 'ai call failed');
    throw new AiError('unavailable', status ? `HTTP ${status}` : undefined);
  }
  const choice = completion.choices?.[0];
  const content = choice?.message?.content;
  if (!content || choice.finish_reason === 'length') {
    logger.warn({ finishReason: choice?.finish_reason }, 'ai answer empty or cut off');
    throw new AiError('invalid_answer', 'empty or truncated');
  }
  return content;
}

/** Some compatible servers wrap JSON in a Markdown fence even when asked for a JSON object. */
function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

function parseAnswer<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(unfence(text));
  } catch {
    logger.warn({ preview: text.slice(0, 200) }, 'ai answer is not JSON');
    throw new AiError('invalid_answer', 'not JSON', ['the answer was not valid JSON']);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    logger.warn({ issues }, 'ai answer does not match the schema');
    throw new AiError('invalid_answer', 'schema mismatch', issues);
  }
  return parsed.data;
}

/** A JSON answer, parsed and validated: anything that does not fit the schema is an invalid answer. */
export async function completeJson<S extends z.ZodType>(schema: S, messages: ChatMessage[], options: CallOptions = {}): Promise<z.output<S>> {
  return parseAnswer(schema, await complete(messages, { type: 'json_object' }, options));
}

/**
 * The JSON schema the model is held to (structured output, strict mode). It describes what the
 * zod schema accepts as input, since the zod side cleans text after parsing; limits JSON Schema
 * cannot say (refinements, lengths the API ignores) are checked by the zod schema afterwards.
 */
export function structuredOutputSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    // Strict mode takes anyOf, not oneOf; a discriminated union's branches exclude each other anyway.
    override: ({ jsonSchema }) => {
      if (Array.isArray(jsonSchema.oneOf)) {
        jsonSchema.anyOf = jsonSchema.oneOf;
        delete jsonSchema.oneOf;
      }
    },
  });
  return toStrictJsonSchema(json as Parameters<typeof toStrictJsonSchema>[0]) as Record<string, unknown>;
}

/**
 * A JSON answer through structured output: the request carries the schema, so a conforming model
 * can only answer in its shape; the answer is still validated, since a compatible server may
 * ignore the schema and the zod schema checks more than JSON Schema can.
 */
export async function completeStructured<S extends z.ZodType>(
  schema: S,
  name: string,
  messages: ChatMessage[],
  options: CallOptions = {},
): Promise<z.output<S>> {
  const format: ResponseFormat = { type: 'json_schema', json_schema: { name, strict: true, schema: structuredOutputSchema(schema) } };
  return parseAnswer(schema, await complete(messages, format, options));
}

export async function completeText(messages: ChatMessage[], options: CallOptions = {}): Promise<string> {
  return (await complete(messages, undefined, options)).trim();
}

/**
 * Pictures from the image model (gpt-image-1 style: PNG as base64, transparent ground asked for,
 * which a model without it ignores). The bytes are the model's: callers re-encode them before
 * storing, like any upload. Errors are the same AiError kinds as the text calls.
 */
export async function generateImages(prompt: string, options: { n: number; transparent: boolean }): Promise<Buffer[]> {
  const { client, settings } = getClient();
  let answer: OpenAI.Images.ImagesResponse;
  try {
    answer = await client.images.generate(
      {
        model: settings.imageModel,
        prompt,
        n: options.n,
        size: '1024x1024',
        output_format: 'png',
        ...(options.transparent ? { background: 'transparent' as const } : {}),
      },
      { timeout: settings.imageTimeoutMs },
    );
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
      logger.warn({ timeoutMs: settings.imageTimeoutMs }, 'image generation timed out');
      throw new AiError('timeout');
    }
    const status = error instanceof APIError ? error.status : undefined;
    const code = error instanceof APIError ? error.code : undefined;
    logger.warn({ err: error, status, code }, 'image generation failed');
    throw new AiError('unavailable', [status && `HTTP ${status}`, code].filter(Boolean).join(' ') || undefined);
  }
  const images = (answer.data ?? []).flatMap((image) => (image.b64_json ? [Buffer.from(image.b64_json, 'base64')] : []));
  if (images.length === 0) {
    logger.warn({ count: answer.data?.length ?? 0 }, 'image answer without pictures');
    throw new AiError('invalid_answer', 'no pictures');
  }
  return images;
}

import 'server-only';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { z } from 'zod';
import { getConfig, type AppConfig } from '@/lib/config';
import { logger } from '@/lib/logger';

/**
 * The only module that talks to the OpenAI SDK. Callers see two calls (a JSON answer validated by
 * a zod schema, or plain text) and one error type whose kind they turn into their own wording.
 */
export type AiFailureKind = 'not_configured' | 'timeout' | 'unavailable' | 'invalid_answer';

export class AiError extends Error {
  override name = 'AiError';
  constructor(
    readonly kind: AiFailureKind,
    detail?: string,
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

async function complete(messages: ChatMessage[], json: boolean, options: CallOptions): Promise<string> {
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
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
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

/** A JSON answer, parsed and validated: anything that does not fit the schema is an invalid answer. */
export async function completeJson<S extends z.ZodType>(schema: S, messages: ChatMessage[], options: CallOptions = {}): Promise<z.output<S>> {
  const text = await complete(messages, true, options);
  let value: unknown;
  try {
    value = JSON.parse(unfence(text));
  } catch {
    logger.warn({ preview: text.slice(0, 200) }, 'ai answer is not JSON');
    throw new AiError('invalid_answer', 'not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    logger.warn({ issues: parsed.error.issues.slice(0, 5) }, 'ai answer does not match the schema');
    throw new AiError('invalid_answer', 'schema mismatch');
  }
  return parsed.data;
}

export async function completeText(messages: ChatMessage[], options: CallOptions = {}): Promise<string> {
  return (await complete(messages, false, options)).trim();
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Config, TelegramConfig } from '../../config';

/**
 * The Bot API calls Sefer makes (decision 039): `getMe` (the bot's name for t.me links),
 * `setWebhook` (updates come to `/api/telegram/webhook/`), `sendMessage` and `sendPhoto`. Every
 * call is a POST of JSON to `<TELEGRAM_API_URL>/bot<token>/<method>`, answered `{ok, result}` or
 * `{ok: false, error_code, description}`; tests point TELEGRAM_API_URL at a local server that
 * speaks the same.
 */
export class TelegramError extends Error {
  override name = 'TelegramError';
  constructor(
    message: string,
    /** Telegram's answer code; 403 means the person blocked the bot. */
    readonly code: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

export async function botCall<T>(tg: TelegramConfig, method: string, body: object): Promise<T> {
  const res = await fetch(`${tg.apiUrl}/bot${tg.token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await res.json().catch(() => null)) as
    | { ok: true; result: T }
    | { ok: false; error_code?: number; description?: string }
    | null;
  if (!answer?.ok)
    throw new TelegramError(
      `Telegram ${method}: ${answer?.description ?? `HTTP ${res.status}`}`,
      answer?.error_code ?? res.status,
    );
  return answer.result;
}

let botName: { token: string; username: string } | undefined;

/** The bot's @username (asked once per process). */
export async function botUsername(tg: TelegramConfig): Promise<string> {
  if (botName?.token !== tg.token) {
    const me = await botCall<{ username: string }>(tg, 'getMe', {});
    botName = { token: tg.token, username: me.username };
  }
  return botName.username;
}

/** The secret Telegram sends back in `X-Telegram-Bot-Api-Secret-Token` (configured, else derived). */
export const webhookSecret = (config: Pick<Config, 'telegram' | 'jwtSecret'>): string =>
  config.telegram?.webhookSecret ??
  createHmac('sha256', config.jwtSecret).update('telegram-webhook').digest('hex').slice(0, 48);

/** A one-time start token (Telegram allows 1–64 of A–Z a–z 0–9 _ -) and what is stored of it. */
export function newStartToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tells Telegram where to send updates (at start; idempotent on Telegram's side). */
export const setWebhook = (config: Config) =>
  botCall(config.telegram!, 'setWebhook', {
    url: `${config.publicUrl}/api/telegram/webhook/`,
    secret_token: webhookSecret(config),
    allowed_updates: ['message'],
  });

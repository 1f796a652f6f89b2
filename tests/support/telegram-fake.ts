import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the Telegram Bot API as Sefer uses it (decision 039): POST JSON to
 * `/bot<token>/<method>`, answered `{ok: true, result}`. It knows `getMe`, `setWebhook`,
 * `sendMessage` and `sendPhoto`, keeps every call, and can be told to fail the next sends.
 */
export interface FakeTelegram {
  url: string;
  token: string;
  calls: Array<{ method: string; body: Record<string, unknown> }>;
  /** Sends (sendMessage, sendPhoto) answered with this error until cleared. */
  failSends: { code: number; description: string } | null;
  /** sendPhoto refused as Telegram refuses a photo URL it cannot fetch. */
  refusePhotos: boolean;
  sent(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startFakeTelegram(token = '123456:TEST-token_abc'): Promise<FakeTelegram> {
  const fake: FakeTelegram = {
    url: '',
    token,
    calls: [],
    failSends: null,
    refusePhotos: false,
    sent: () =>
      fake.calls.filter((c) => c.method === 'sendMessage' || c.method === 'sendPhoto').map((c) => c.body),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!match || match[1] !== token)
        return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2]!;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      fake.calls.push({ method, body });
      if (method === 'getMe')
        return answer(200, { ok: true, result: { id: 1, is_bot: true, username: 'sefer_alerts_bot' } });
      if (method === 'setWebhook') return answer(200, { ok: true, result: true });
      if (method === 'sendPhoto' && fake.refusePhotos)
        return answer(400, {
          ok: false,
          error_code: 400,
          description: 'Bad Request: wrong HTTP URL specified',
        });
      if (method === 'sendMessage' || method === 'sendPhoto') {
        if (fake.failSends)
          return answer(fake.failSends.code, {
            ok: false,
            error_code: fake.failSends.code,
            description: fake.failSends.description,
          });
        return answer(200, {
          ok: true,
          result: { message_id: fake.calls.length, chat: { id: body.chat_id } },
        });
      }
      return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

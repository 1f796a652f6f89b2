import { telegramLinkResponse } from '@shared/schemas/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { searchesRepository } from './searches-repository';
import { botCall, botUsername, hashToken, newStartToken, webhookSecret } from './telegram';
import { telegramRepository } from './telegram-repository';
import { readUnsubscribe } from './unsubscribe';

/** How long a start link works. */
const START_TOKEN_MS = 30 * 60_000;

const update = z
  .object({
    message: z
      .object({ chat: z.object({ id: z.number() }), text: z.string().optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

const unsubscribeQuery = z.object({ s: z.string().max(1200), t: z.string().max(64) });

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

/** Telegram linking and its webhook (decision 039), and the alerts' unsubscribe links. */
export const alertLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form: nothing to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  app.post(
    '/users/telegram/link/',
    {
      schema: {
        tags: ['saved-searches'],
        security: [{ bearer: [] }],
        summary: 'A one-time t.me link that connects this account to the alerts bot',
        response: { 200: telegramLinkResponse },
      },
      config: { personal: true },
    },
    async (req) => {
      const me = requireViewer(req.viewer);
      const tg = ctx.config.telegram;
      if (!tg) throw notFound('Telegram alerts are not available.');
      const { token, hash } = newStartToken();
      const expiresAt = new Date(Date.now() + START_TOKEN_MS);
      await telegramRepository.offer(ctx.database.db, me.id, hash, expiresAt);
      return {
        url: `https://t.me/${await botUsername(tg)}?start=${token}`,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  // Telegram's updates: only with the secret set in setWebhook; always 200 once checked (a non-200
  // makes Telegram send the same update again and again).
  app.post(
    '/telegram/webhook/',
    { schema: { hide: true, body: update }, config: { personal: true } },
    async (req) => {
      const tg = ctx.config.telegram;
      if (!tg) throw notFound();
      if (req.headers['x-telegram-bot-api-secret-token'] !== webhookSecret(ctx.config)) throw forbidden();
      const message = req.body.message;
      const text = message?.text?.trim() ?? '';
      if (!message) return { ok: true };
      const chatId = message.chat.id;
      let reply: string | null = null;
      const start = /^\/start(?:@\w+)?\s+([\w-]{1,64})$/.exec(text);
      if (start) {
        const linked = await telegramRepository.redeem(
          ctx.database.db,
          hashToken(start[1]!),
          chatId,
          new Date(),
        );
        reply = linked
          ? 'Linked: Sefer alerts will come here. Send /stop to end them.'
          : 'This link has expired. Open a new one from Saved searches on Sefer.';
      } else if (/^\/stop(?:@\w+)?$/.test(text)) {
        await telegramRepository.unlinkChat(ctx.database.db, chatId);
        reply = 'Unlinked: no more Sefer alerts here.';
      }
      if (reply)
        await botCall(tg, 'sendMessage', { chat_id: chatId, text: reply }).catch((err: unknown) =>
          req.log.warn({ err }, 'Telegram reply failed'),
        );
      return { ok: true };
    },
  );

  // One-click unsubscribe (RFC 8058): the mail client POSTs; a person clicking opens the GET,
  // which asks before doing it (link scanners open links too).
  app.get(
    '/alerts/unsubscribe/',
    { schema: { hide: true, querystring: unsubscribeQuery }, config: { personal: true } },
    async (req, reply) => {
      if (!readUnsubscribe(ctx.config.jwtSecret, req.query.s, req.query.t)) throw notFound();
      const action = `?s=${encodeURIComponent(req.query.s)}&t=${encodeURIComponent(req.query.t)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Sefer',
            `<h1>Stop these alerts?</h1><form method="post" action="${action}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">Unsubscribe</button></form>`,
          ),
        );
    },
  );
  app.post(
    '/alerts/unsubscribe/',
    { schema: { hide: true, querystring: unsubscribeQuery }, config: { personal: true } },
    async (req, reply) => {
      const ids = readUnsubscribe(ctx.config.jwtSecret, req.query.s, req.query.t);
      if (!ids) throw notFound();
      for (const id of ids) await searchesRepository.pause(ctx.database.db, id);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Sefer',
            '<h1>Unsubscribed</h1><p>You will get no more alerts for this search. Resume it any time on Saved searches.</p>',
          ),
        );
    },
  );
};

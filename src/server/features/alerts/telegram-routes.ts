import { telegramLinkResponse } from '@shared/schemas/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { countAlertAction } from './stats';
import { botCall, botUsername, hashToken, newStartToken, webhookSecret } from './telegram';
import { telegramRepository } from './telegram-repository';
import { alertLanguage, languageOf, wordsFor } from './words';

/** How long a start link works. */
const START_TOKEN_MS = 30 * 60_000;

const update = z
  .object({
    message: z
      .object({
        chat: z.object({ id: z.number() }),
        text: z.string().optional(),
        from: z
          .object({ language_code: z.string().max(35).optional() })
          .passthrough()
          .optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

/** Telegram linking and its webhook (decision 039); the bot answers in the person's language. */
export const alertLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
      // The bot will answer in the language of the page the link was asked from.
      await telegramRepository.offer(
        ctx.database.db,
        me.id,
        hash,
        expiresAt,
        languageOf(req.cookies) ?? 'en',
      );
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
      // Before the chat is linked, Telegram's own idea of the person's language is all there is.
      const guess = alertLanguage(message.from?.language_code);
      const start = /^\/start(?:@\w+)?\s+([\w-]{1,64})$/.exec(text);
      if (start) {
        const linked = await telegramRepository.redeem(
          ctx.database.db,
          hashToken(start[1]!),
          chatId,
          new Date(),
        );
        reply = linked ? wordsFor(linked.language).linked : wordsFor(guess).linkExpired;
      } else if (/^\/stop(?:@\w+)?$/.test(text)) {
        const language = await telegramRepository.unlinkChat(ctx.database.db, chatId);
        if (language !== null) await countAlertAction(ctx.database.db, 'unsubscribe', 'telegram');
        reply = wordsFor(language ?? guess).unlinked;
      }
      if (reply)
        await botCall(tg, 'sendMessage', { chat_id: chatId, text: reply }).catch((err: unknown) =>
          req.log.warn({ err }, 'Telegram reply failed'),
        );
      return { ok: true };
    },
  );
};

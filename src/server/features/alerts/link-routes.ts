import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/mailer';
import { isAlertTarget } from './clicks';
import { searchesRepository } from './searches-repository';
import { countAlertAction } from './stats';
import { readUnsubscribe } from './unsubscribe';
import { alertLanguage, wordsFor } from './words';

const unsubscribeQuery = z.object({ s: z.string().max(1200), t: z.string().max(64) });
const clickQuery = z.object({ to: z.string().max(500), c: z.enum(['email', 'telegram']) });

const page = (language: string, title: string, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sefer</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * The links inside alerts: one-click unsubscribe (RFC 8058), its page in the language the search
 * was saved in, and the counting redirect to a listing (decisions 038, 053).
 */
export const alertPublicLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form: nothing to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  const signed = async (q: z.infer<typeof unsubscribeQuery>) => {
    const ids = readUnsubscribe(ctx.config.jwtSecret, q.s, q.t);
    if (!ids) throw notFound();
    return { ids, language: alertLanguage(await searchesRepository.languageOf(ctx.database.db, ids)) };
  };

  // The mail client POSTs; a person clicking opens the GET, which asks before doing it (link
  // scanners open links too).
  app.get(
    '/alerts/unsubscribe/',
    { schema: { hide: true, querystring: unsubscribeQuery }, config: { personal: true } },
    async (req, reply) => {
      const { language } = await signed(req.query);
      const w = wordsFor(language);
      const action = `?s=${encodeURIComponent(req.query.s)}&t=${encodeURIComponent(req.query.t)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            language,
            w.unsubscribeAsk,
            `<h1>${escapeHtml(w.unsubscribeAsk)}</h1><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">${escapeHtml(w.unsubscribeButton)}</button></form>`,
          ),
        );
    },
  );
  app.post(
    '/alerts/unsubscribe/',
    { schema: { hide: true, querystring: unsubscribeQuery }, config: { personal: true } },
    async (req, reply) => {
      const { ids, language } = await signed(req.query);
      const w = wordsFor(language);
      // Counted once, when the link stopped something (a second click changes nothing).
      if (await searchesRepository.pause(ctx.database.db, ids))
        await countAlertAction(ctx.database.db, 'unsubscribe', 'email');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            language,
            w.unsubscribed,
            `<h1>${escapeHtml(w.unsubscribed)}</h1><p>${escapeHtml(w.unsubscribedBody)}</p>`,
          ),
        );
    },
  );

  app.get(
    '/alerts/go/',
    { schema: { hide: true, querystring: clickQuery }, config: { personal: true } },
    async (req, reply) => {
      const { to, c } = req.query;
      if (!isAlertTarget(to)) throw fieldError('to', 'Not a Sefer listing or search address.');
      await countAlertAction(ctx.database.db, 'click', c);
      return reply.redirect(to, 302);
    },
  );
};

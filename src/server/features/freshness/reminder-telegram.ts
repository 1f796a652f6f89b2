import { escapeHtml } from '../../lib/mailer';
import { alertLanguage } from '../alerts';
import type { ReminderMail } from './emails';

/**
 * The Telegram copy of the reminder (decision 051) in the language the publisher's bot speaks
 * (`telegram_links.language`, the page's language when they linked it, decision 039): a
 * Telegram message is read on the phone, where the publisher chose their language; the e-mail
 * keeps its English text with an Amharic line (decision 055).
 */
const WORDS = {
  en: {
    ask: (title: string, date: string) =>
      `Is your listing <b>${title}</b> still available? Unless you confirm it, it leaves Sefer on ${date}.`,
    still: 'Still available',
    rented: 'It is rented now',
    sold: 'It is sold now',
    remove: 'Remove it',
    oneTap: 'One tap, no sign-in needed (each link works once).',
  },
  am: {
    ask: (title: string, date: string) => `ማስታወቂያዎ <b>${title}</b> አሁንም ይገኛል? ካላረጋገጡት በ${date} ከሰፈር ይወርዳል።`,
    still: 'አሁንም ይገኛል',
    rented: 'ተከራይቷል',
    sold: 'ተሽጧል',
    remove: 'አስወግደው',
    oneTap: 'አንድ ጊዜ መንካት በቂ ነው፤ መግባት አያስፈልግም (እያንዳንዱ አገናኝ አንድ ጊዜ ብቻ ይሠራል)።',
  },
  om: {
    ask: (title: string, date: string) =>
      `Beeksisni keessan <b>${title}</b> ammallee ni argamaa? Yoo hin mirkaneessine, ${date} irratti Sefer irraa ka’a.`,
    still: 'Ammallee ni argama',
    rented: 'Kireeffameera',
    sold: 'Gurgurameera',
    remove: 'Haqi',
    oneTap: 'Tuqaan tokko ga’aa dha, seenuun hin barbaachisu (liinkiin hundi al tokko qofa hojjeta).',
  },
  ti: {
    ask: (title: string, date: string) =>
      `መወዓውዒኹም <b>${title}</b> ሕጂ’ውን ይርከብ ድዩ? እንተዘየረጋገጽኩምዎ ብ${date} ካብ ሰፈር ይወርድ።`,
    still: 'ሕጂ’ውን ይርከብ',
    rented: 'ተኻርዩ',
    sold: 'ተሸይጡ',
    remove: 'ኣልግሶ',
    oneTap: 'ሓንሳብ ምጥዋቕ ይኣክል፣ ምእታው ኣየድልን (ነፍሲ ወከፍ መላግቦ ሓንሳብ ጥራይ ይሰርሕ)።',
  },
} as const;

/** The day a listing leaves, as the reader counts days: the Ethiopian calendar in am and ti. */
const LOCALES = { en: 'en-GB', am: 'am-ET-u-ca-ethiopic', om: 'om-ET', ti: 'ti-ET-u-ca-ethiopic' } as const;

/**
 * The reminder as HTML the Bot API shows (`parse_mode: HTML`): the same three one-tap links as
 * the e-mail. The Amharic title, when the listing has one, for readers of Ge'ez script.
 */
export function reminderTelegram(
  m: Omit<ReminderMail, 'to' | 'expiresOn'> & { titleAm: string | null; expiresAt: Date },
  language: string,
): string {
  const lang = alertLanguage(language);
  const w = WORDS[lang];
  const title = ((lang === 'am' || lang === 'ti') && m.titleAm) || m.title;
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeZone: 'Africa/Addis_Ababa',
  }).format(m.expiresAt);
  return [
    w.ask(escapeHtml(title), escapeHtml(date)),
    '',
    `✅ <a href="${escapeHtml(m.links.confirm)}">${w.still}</a>`,
    `🔑 <a href="${escapeHtml(m.links.taken)}">${m.listingType === 'rent' ? w.rented : w.sold}</a>`,
    `🗑 <a href="${escapeHtml(m.links.remove)}">${w.remove}</a>`,
    '',
    w.oneTap,
  ].join('\n');
}

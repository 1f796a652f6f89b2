import { LANGUAGE_CODES, LANGUAGE_COOKIE } from '@shared/enums';

/**
 * The words of alerts in the four languages: the messages (e-mail and Telegram), the bot's
 * replies and the unsubscribe page. The server writes them, not the web's catalogues: a message
 * leaves while nobody has the page open, and the bot and that page are not the web app.
 */
const WORDS = {
  en: {
    subject: (name: string) => `New listing for “${name}”`,
    digestSubject: (name: string, n: number) => `${n} new listings for “${name}”`,
    priceDrop: 'Price reduced',
    open: 'See the listing',
    more: (n: number) => `and ${n} more`,
    rent: 'per month',
    unsubscribe: 'Stop these alerts',
    why: (name: string) => `You get this because you saved the search “${name}” on Sefer.`,
    whySaved: 'You get this because you saved this listing on Sefer.',
    unsubscribeAsk: 'Stop these alerts?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'Unsubscribed',
    unsubscribedBody: 'You will get no more alerts for this search. Resume it any time on Saved searches.',
    linked: 'Linked: Sefer alerts will come here. Send /stop to end them.',
    linkExpired: 'This link has expired. Open a new one from Saved searches on Sefer.',
    unlinked: 'Unlinked: no more Sefer alerts here.',
    currency: 'ETB',
  },
  am: {
    subject: (name: string) => `ለ«${name}» አዲስ ማስታወቂያ`,
    digestSubject: (name: string, n: number) => `ለ«${name}» ${n} አዳዲስ ማስታወቂያዎች`,
    priceDrop: 'ዋጋው ቀንሷል',
    open: 'ማስታወቂያውን ይመልከቱ',
    more: (n: number) => `እና ሌሎች ${n}`,
    rent: 'በወር',
    unsubscribe: 'እነዚህን ማሳወቂያዎች አቁም',
    why: (name: string) => `ይህ የደረስዎት በሰፈር ላይ «${name}» የሚለውን ፍለጋ ስላስቀመጡ ነው።`,
    whySaved: 'ይህ የደረስዎት ይህን ማስታወቂያ በሰፈር ላይ ስላስቀመጡ ነው።',
    unsubscribeAsk: 'እነዚህን ማሳወቂያዎች ላቁም?',
    unsubscribeButton: 'ደንበኝነቴን አቋርጥ',
    unsubscribed: 'ተቋርጧል',
    unsubscribedBody: 'ለዚህ ፍለጋ ከእንግዲህ ማሳወቂያ አይደርስዎትም። በተቀመጡ ፍለጋዎች ገጽ በማንኛውም ጊዜ መቀጠል ይችላሉ።',
    linked: 'ተገናኝቷል፦ የሰፈር ማሳወቂያዎች እዚህ ይመጣሉ። ለማቆም /stop ይላኩ።',
    linkExpired: 'ይህ ማገናኛ ጊዜው አልፏል። በሰፈር የተቀመጡ ፍለጋዎች ገጽ ላይ አዲስ ይክፈቱ።',
    unlinked: 'ተለያይቷል፦ ከእንግዲህ የሰፈር ማሳወቂያዎች እዚህ አይመጡም።',
    currency: 'ብር',
  },
  om: {
    subject: (name: string) => `Beeksisa haaraa “${name}”f`,
    digestSubject: (name: string, n: number) => `Beeksisawwan haaraa ${n} “${name}”f`,
    priceDrop: 'Gatiin hir’ateera',
    open: 'Beeksisa ilaali',
    more: (n: number) => `fi ${n} dabalataa`,
    rent: 'ji’atti',
    unsubscribe: 'Beeksisawwan kana dhaabi',
    why: (name: string) => `Kana kan argattaniif barbaacha “${name}” Sefer irratti olkaa’attaniif.`,
    whySaved: 'Kana kan argattaniif beeksisa kana Sefer irratti olkaa’attaniif.',
    unsubscribeAsk: 'Beeksisawwan kana haa dhaabnu?',
    unsubscribeButton: 'Addaan kuti',
    unsubscribed: 'Addaan citeera',
    unsubscribedBody:
      'Barbaacha kanaaf beeksisni biraa isin hin qaqqabu. Yeroo barbaaddanitti fuula Barbaacha olkaa’aman irratti itti fufuu dandeessu.',
    linked: 'Walqabateera: beeksisni Sefer asitti dhufa. Dhaabuuf /stop ergaa.',
    linkExpired:
      'Geessituun kun yeroon ishee darbeera. Sefer irratti Barbaacha olkaa’aman irraa haaraa banaa.',
    unlinked: 'Addaan baheera: kana booda beeksisni Sefer asitti hin dhufu.',
    currency: 'qarshii',
  },
  ti: {
    subject: (name: string) => `ን«${name}» ሓድሽ መወዓውዒ`,
    digestSubject: (name: string, n: number) => `ን«${name}» ${n} ሓደስቲ መወዓውዒታት`,
    priceDrop: 'ዋጋ ወሪዱ',
    open: 'ነቲ መወዓውዒ ርአ',
    more: (n: number) => `ከምኡ’ውን ካልኦት ${n}`,
    rent: 'ኣብ ወርሒ',
    unsubscribe: 'ነዞም መተሓሳሰብታት ደው ኣብል',
    why: (name: string) => `እዚ ዝበጽሓኩም ኣብ ሰፈር «${name}» ዝብል ድለያ ስለ ዝዓቀብኩም እዩ።`,
    whySaved: 'እዚ ዝበጽሓኩም ነዚ መወዓውዒ ኣብ ሰፈር ስለ ዝዓቀብኩምዎ እዩ።',
    unsubscribeAsk: 'ነዞም መተሓሳሰብታት ደው ነብሎም?',
    unsubscribeButton: 'ምዝገባ ኣቋርጽ',
    unsubscribed: 'ተቋሪጹ',
    unsubscribedBody: 'ን’ዚ ድለያ ካብ ሕጂ ንደሓር መተሓሳሰቢ ኣይበጽሓኩምን። ኣብ ዝተዓቀቡ ድለያታት ኣብ ዝኾነ እዋን ክትቅጽልዎ ትኽእሉ።',
    linked: 'ተራኺቡ፦ መተሓሳሰብታት ሰፈር ኣብዚ ክመጹ እዮም። ደው ንምባል /stop ስደዱ።',
    linkExpired: 'እዚ መላግቦ ግዚኡ ሓሊፉ። ኣብ ሰፈር ካብ ዝተዓቀቡ ድለያታት ሓድሽ ክፈቱ።',
    unlinked: 'ተፈላልዩ፦ ካብ ሕጂ መተሓሳሰብታት ሰፈር ኣብዚ ኣይመጹን።',
    currency: 'ብር',
  },
} as const;

export type AlertLanguage = keyof typeof WORDS;
export const ALERT_LANGUAGES = Object.keys(WORDS) as AlertLanguage[];
/** One of ours, else English. */
export const alertLanguage = (language: string | null | undefined): AlertLanguage =>
  (ALERT_LANGUAGES as string[]).includes(language ?? '') ? (language as AlertLanguage) : 'en';
export const wordsFor = (language: string) => WORDS[alertLanguage(language)];

/** The language a request was made in (the switcher's cookie), if one of ours. */
export const languageOf = (cookies: Record<string, string | undefined>) => {
  const v = cookies[LANGUAGE_COOKIE];
  return v && (LANGUAGE_CODES as readonly string[]).includes(v) ? v : undefined;
};

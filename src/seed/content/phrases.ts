/**
 * Opening and layout sentences for listing descriptions, each written in English and Amharic side
 * by side so the two versions always say the same thing. A template returns null when it does not
 * fit the listing (a lift sentence for a ground-floor shop), and the composer picks another.
 */
import type { Bi } from './places';
import {
  attach,
  type CommercialKind,
  cap,
  floorName,
  fmt,
  forAm,
  forEn,
  inArea,
  type Line,
  offerAm,
  place,
  verbAm,
  withArticle,
} from './text';

const DIRECTIONS: readonly Bi[] = [
  { en: 'east', am: 'ምሥራቅ' },
  { en: 'south', am: 'ደቡብ' },
  { en: 'west', am: 'ምዕራብ' },
  { en: 'north', am: 'ሰሜን' },
];

const LIVING: readonly Bi[] = [
  { en: 'spacious living and dining room', am: 'ሰፊ ሳሎን እና የመመገቢያ ክፍል' },
  { en: 'separate kitchen with a laundry corner', am: 'ራሱን የቻለ ኩሽና እና የልብስ ማጠቢያ ቦታ' },
  { en: 'bright open-plan living room', am: 'ብርሃናማ ክፍት ሳሎን' },
];

/** What a commercial space suits, by kind. */
const USES: Record<CommercialKind, readonly Bi[]> = {
  office: [
    { en: 'offices', am: 'ቢሮ' },
    { en: 'a clinic', am: 'ክሊኒክ' },
    { en: 'a bank branch', am: 'ባንክ ቅርንጫፍ' },
    { en: 'a training centre', am: 'ማሰልጠኛ ማዕከል' },
  ],
  shop: [
    { en: 'a boutique', am: 'ቡቲክ' },
    { en: 'a pharmacy', am: 'መድኃኒት ቤት' },
    { en: 'a café', am: 'ካፌ' },
    { en: 'a mini-market', am: 'ሚኒ ማርኬት' },
  ],
  warehouse: [
    { en: 'storage', am: 'ዕቃ ማከማቻ' },
    { en: 'light manufacturing', am: 'አነስተኛ ማምረቻ' },
    { en: 'a distribution centre', am: 'ማከፋፈያ ማዕከል' },
  ],
  building: [
    { en: 'a hotel', am: 'ሆቴል' },
    { en: 'a private college', am: 'የግል ኮሌጅ' },
    { en: 'a company headquarters', am: 'የድርጅት ዋና መሥሪያ ቤት' },
  ],
};

/** Opening sentences for homes (condominium, apartment, house, villa). */
export const OPEN_HOME: readonly Line[] = [
  (c) => ({
    en: `This ${c.adj.en} ${c.noun.en} in ${c.hood.en} has ${c.rooms.en} on ${fmt(c.area)} m².`,
    am: `በ${c.hood.am} የሚገኘው ይህ ${c.adj.am} ${c.noun.am} ${fmt(c.area)} ካሬ ሜትር ሲሆን ${c.rooms.am} አለው።`,
  }),
  (c) => ({
    en: `${cap(c.noun.en)} ${forEn(c)} ${inArea(c).en}, with ${c.rooms.en}.`,
    am: `${inArea(c).am} ${c.rooms.am} ያለው፣ ${c.sized.am} ${verbAm(c)}።`,
  }),
  (c) => ({
    en: `${cap(withArticle(c.adj.en))} ${c.unit.en} is now available ${forEn(c)} in ${c.hood.en}, close to ${c.lm.en}.`,
    am: `${attach('ለ', c.lm.am)} ቅርብ በሆነው ${c.hood.am} አካባቢ ${c.adj.am} ${c.unit.am} ${offerAm(c)}።`,
  }),
  (c) => ({
    en: `Located in ${place(c).en}, this ${c.sized.en} offers ${c.rooms.en}.`,
    am: `${place(c).am} ውስጥ የሚገኘው ይህ ${c.sized.am} ${c.rooms.am} አለው።`,
  }),
  (c) => ({
    en: `We are offering ${withArticle(c.sized.en)} ${forEn(c)} in ${c.hood.en}, with ${c.rooms.en}.`,
    am: `በ${c.hood.am} የሚገኝ ${c.rooms.am} ያለው ${c.sized.am} ${forAm(c)} አቅርበናል።`,
  }),
  (c) => {
    const living = c.r.pick(LIVING);
    return {
      en: `Clean and well kept, this ${c.unit.en} in ${c.hood.en} has a ${living.en}.`,
      am: `ንጹሕ እና በጥሩ ሁኔታ የተያዘው ይህ በ${c.hood.am} የሚገኝ ${c.unit.am} ${living.am} አለው።`,
    };
  },
];

/** Opening sentences for commercial space. */
export const OPEN_COMMERCIAL: readonly Line[] = [
  (c) => {
    const use = c.r.pick(USES[c.kind ?? 'office']);
    return {
      en: `${cap(c.unit.en)} ${forEn(c)} in ${c.hood.en}, ${fmt(c.area)} m², suitable for ${use.en}.`,
      am: `በ${c.hood.am} ${fmt(c.area)} ካሬ ሜትር ${c.unit.am} ${verbAm(c)}፤ ${attach('ለ', use.am)} ተስማሚ ነው።`,
    };
  },
  (c) => ({
    en: `This ${fmt(c.area)} m² ${c.unit.en} sits on a busy road in ${place(c).en}, with plenty of passing trade.`,
    am: `ይህ ${fmt(c.area)} ካሬ ሜትር ${c.unit.am} ${inArea(c).am} ሰው በብዛት በሚመላለስበት መንገድ ላይ ይገኛል።`,
  }),
  (c) => ({
    en: `${cap(withArticle(c.adj.en))} ${c.unit.en} of ${fmt(c.area)} m² is available ${forEn(c)} near ${c.lm.en}.`,
    am: `${attach('ለ', c.lm.am)} ቅርብ የሆነ ${fmt(c.area)} ካሬ ሜትር ${c.adj.am} ${c.unit.am} ${offerAm(c)}።`,
  }),
  (c) => {
    const use = c.r.pick(USES[c.kind ?? 'office']);
    return {
      en: `Ideal for ${use.en}: ${withArticle(fmt(c.area))} m² ${c.unit.en} ${forEn(c)} in ${c.hood.en}.`,
      am: `${attach('ለ', use.am)} የሚሆን ${fmt(c.area)} ካሬ ሜትር ${c.unit.am} በ${c.hood.am} ${verbAm(c)}።`,
    };
  },
];

/** Opening sentences for land. `c.unit` is the zoning ("residential plot" / "የመኖሪያ ቦታ"). */
export const OPEN_LAND: readonly Line[] = [
  (c) => ({
    en: `${cap(withArticle(fmt(c.area)))} m² ${c.unit.en} ${forEn(c)} in ${place(c).en}.`,
    am: `${inArea(c).am} ${fmt(c.area)} ካሬ ሜትር ${c.unit.am} ${verbAm(c)}።`,
  }),
  (c) =>
    c.sale
      ? {
          en: `This ${c.adj.en} ${c.unit.en} of ${fmt(c.area)} m² in ${c.hood.en} is ready for construction.`,
          am: `በ${c.hood.am} የሚገኘው ይህ ${fmt(c.area)} ካሬ ሜትር ${c.adj.am} ${c.unit.am} ለግንባታ ዝግጁ ነው።`,
        }
      : {
          en: `This ${c.adj.en} ${c.unit.en} of ${fmt(c.area)} m² in ${c.hood.en} is available for lease.`,
          am: `በ${c.hood.am} የሚገኘው ይህ ${fmt(c.area)} ካሬ ሜትር ${c.adj.am} ${c.unit.am} ለኪራይ ቀርቧል።`,
        },
  (c) => ({
    en: `${fmt(c.area)} m² ${c.unit.en} ${forEn(c)} near ${c.lm.en}.`,
    am: `${attach('ለ', c.lm.am)} ቅርብ የሆነ ${fmt(c.area)} ካሬ ሜትር ${c.unit.am} ${offerAm(c)}።`,
  }),
  (c) => {
    if (!c.sale) return null;
    const w = c.r.pick([8, 10, 12, 15]);
    return {
      en: `Build your own home: ${fmt(c.area)} m² in ${c.hood.en} with ${w} m of road frontage.`,
      am: `የራስዎን ቤት ለመሥራት የሚሆን፣ ${w} ሜትር የመንገድ ፊት ያለው ${fmt(c.area)} ካሬ ሜትር ቦታ በ${c.hood.am} ${verbAm(c)}።`,
    };
  },
];

/** Floor, light and layout of flats. */
export const LAYOUT_FLAT: readonly Line[] = [
  (c) => {
    const f = floorName(c.floor);
    return {
      en: `It is on the ${f.en} of a G+${c.storeys} building and gets plenty of natural light.`,
      am: `ቤቱ ባለ G+${c.storeys} ሕንፃ ${f.am} ላይ የሚገኝ ሲሆን በቂ የፀሐይ ብርሃን ያገኛል።`,
    };
  },
  (c) => {
    const f = floorName(c.floor);
    const d = c.r.pick(DIRECTIONS);
    return {
      en: `On the ${f.en}, it has large ${d.en}-facing windows and stays bright all day.`,
      am: `${f.am} ላይ የሚገኝ ሲሆን ወደ ${d.am} የሚያዩ ትላልቅ መስኮቶች ስላሉት ቀኑን ሙሉ ብርሃናማ ነው።`,
    };
  },
  (c) =>
    c.floor >= 3 && c.addis
      ? {
          en: `Being on the ${floorName(c.floor).en}, it has a wide view over the city to the Entoto hills.`,
          am: `${floorName(c.floor).am} ላይ ስለሆነ የከተማውና የእንጦጦ ተራሮች ሰፊ እይታ አለው።`,
        }
      : null,
  (c) =>
    c.floor === 0
      ? {
          en: 'It is on the ground floor, convenient for elderly relatives and small children.',
          am: 'የመሬት ወለል ላይ በመሆኑ ለአረጋውያን እና ለትናንሽ ልጆች ምቹ ነው።',
        }
      : null,
  (c) =>
    c.type === 'apartment' && c.floor >= 2
      ? {
          en: `The building has a lift, so reaching the ${floorName(c.floor).en} is easy.`,
          am: `ሕንፃው ሊፍት ስላለው ወደ ${floorName(c.floor).am} መውጣት አያደክምም።`,
        }
      : null,
  (c) =>
    c.type === 'condominium' && c.floor >= 1 && c.floor <= 2
      ? {
          en: `The block has no lift, but the ${floorName(c.floor).en} is an easy climb.`,
          am: `ብሎኩ ሊፍት ባይኖረውም ${floorName(c.floor).am} ስለሆነ ደረጃው አያደክምም።`,
        }
      : null,
  (c) => {
    const d = c.r.pick(DIRECTIONS);
    return {
      en: `The living room opens onto ${withArticle(d.en)}-facing balcony.`,
      am: `ሳሎኑ ወደ ${d.am} ወደሚያይ በረንዳ ይከፈታል።`,
    };
  },
];

/** Storeys, compound and layout of houses and villas. */
export const LAYOUT_HOUSE: readonly Line[] = [
  (c) => {
    const noun = c.type === 'villa' ? { en: 'villa', am: 'ቪላ' } : { en: 'house', am: 'ቤት' };
    const s: Bi =
      c.storeys === 0
        ? { en: `single-storey ${noun.en}`, am: `ባለ አንድ ወለል ${noun.am}` }
        : { en: `G+${c.storeys} ${noun.en}`, am: `ባለ G+${c.storeys} ${noun.am}` };
    return {
      en: `It is a ${s.en} with a small garden and a paved courtyard.`,
      am: `${s.am} ሲሆን ትንሽ የአትክልት ቦታ እና የተነጠፈ ግቢ አለው።`,
    };
  },
  () => ({
    en: 'The rooms are bright, with large windows and a sunny compound.',
    am: 'ክፍሎቹ ትላልቅ መስኮቶች ያሏቸው ብርሃናማ ሲሆኑ ግቢው ፀሐያማ ነው።',
  }),
  (c) =>
    c.parking >= 1
      ? {
          en: `The compound has room for ${c.parking} car${c.parking > 1 ? 's' : ''} and a separate servant quarter.`,
          am: `ግቢው ለ${c.parking} መኪና ማቆሚያ የሚሆን ቦታ እና የተለየ የሠራተኛ ክፍል አለው።`,
        }
      : null,
  (c) =>
    c.storeys >= 1
      ? {
          en: 'The bedrooms are upstairs; downstairs are a large living room, a dining area and the kitchen.',
          am: 'መኝታ ቤቶቹ ፎቁ ላይ ሲሆኑ ከታች ሰፊ ሳሎን፣ የመመገቢያ ቦታ እና ኩሽና አለ።',
        }
      : null,
  (c) =>
    c.bedrooms >= 3
      ? {
          en: 'The master bedroom has its own bathroom and a walk-in closet.',
          am: 'ዋናው መኝታ ቤት የራሱ መታጠቢያ ቤት እና ሰፊ የልብስ ክፍል አለው።',
        }
      : null,
];

/** Floor, frontage and facilities of commercial space. */
export const LAYOUT_COMMERCIAL: readonly Line[] = [
  (c) =>
    c.kind === 'office'
      ? {
          en: `The office is on the ${floorName(c.floor).en} of a G+${c.storeys} building with a lift.`,
          am: `ቢሮው ሊፍት ባለው ባለ G+${c.storeys} ሕንፃ ${floorName(c.floor).am} ላይ ይገኛል።`,
        }
      : null,
  (c) =>
    c.kind === 'shop'
      ? {
          en: 'The shop is on the ground floor, with a wide glass front facing the main road.',
          am: 'ሱቁ የመሬት ወለል ላይ ሲሆን ዋናውን መንገድ የሚያይ ሰፊ የመስታወት ፊት አለው።',
        }
      : null,
  (c) => {
    if (c.kind !== 'warehouse') return null;
    const height = c.r.int(6, 10);
    return {
      en: `The warehouse has ${withArticle(String(height))} m ceiling and a loading bay for trucks.`,
      am: `መጋዘኑ ${height} ሜትር ከፍታ ያለው ጣሪያ እና የጭነት መኪና መጫኛ ቦታ አለው።`,
    };
  },
  (c) =>
    c.kind === 'building'
      ? {
          en: `The G+${c.storeys} building has shops on the ground floor and offices above.`,
          am: `ባለ G+${c.storeys} ሕንፃው የመሬት ወለል ለሱቅ፣ የላይኞቹ ፎቆች ደግሞ ለቢሮ የተዘጋጁ ናቸው።`,
        }
      : null,
  (c) =>
    c.parking > 0
      ? {
          en: `It has ${c.bathrooms} toilet${c.bathrooms > 1 ? 's' : ''} and parking for ${c.parking} car${c.parking > 1 ? 's' : ''}.`,
          am: `${c.bathrooms} መጸዳጃ ቤት እና ለ${c.parking} መኪና ማቆሚያ አለው።`,
        }
      : {
          en: `It has ${c.bathrooms} toilet${c.bathrooms > 1 ? 's' : ''}; street parking is available.`,
          am: `${c.bathrooms} መጸዳጃ ቤት አለው፤ በመንገድ ዳር መኪና ማቆም ይቻላል።`,
        },
  (c) =>
    c.kind === 'office'
      ? {
          en: 'The space is open-plan and easy to divide into rooms.',
          am: 'ቦታው ክፍት በመሆኑ እንደ ፍላጎትዎ በክፍል መከፋፈል ይቻላል።',
        }
      : null,
];

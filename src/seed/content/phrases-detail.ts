/**
 * Detail and closing sentences for listing descriptions (finishing, water and power, the
 * neighbourhood, title deed and payment terms), in English and Amharic side by side. Amharic
 * dates use the Ethiopian calendar (ዓ.ም.), as an Addis reader would expect.
 */
import type { Bi } from './places';
import { attach, cap, fmt, type Line, partyAm, partyEn } from './text';

const FLOOR_MATERIALS: readonly Bi[] = [
  { en: 'parquet', am: 'ፓርኬ' },
  { en: 'ceramic tile', am: 'ሴራሚክ' },
  { en: 'granite', am: 'ግራናይት' },
  { en: 'porcelain tile', am: 'ፖርሲሊን' },
];

/** Finishing and furnishing. */
export const FINISH: readonly Line[] = [
  (c) => {
    if (c.type === 'commercial' || c.type === 'land') return null;
    const m = c.r.pick(FLOOR_MATERIALS);
    return {
      en: `The finishing is high quality, with ${m.en} floors and a modern fitted kitchen.`,
      am: `የማጠናቀቂያ ሥራው ጥራት ያለው ሲሆን ወለሉ ${m.am} ነው፤ ኩሽናው ዘመናዊ ካቢኔቶች አሉት።`,
    };
  },
  (c) =>
    c.type !== 'commercial' && c.type !== 'land'
      ? { en: 'It is fully finished and ready to move into.', am: 'ሙሉ በሙሉ ተጠናቆ ለመግባት ዝግጁ ነው።' }
      : null,
  (c) => {
    // A renovation makes no sense in a newly built home.
    if (c.type === 'commercial' || c.type === 'land' || c.adj.en.startsWith('newly')) return null;
    // The Ethiopian year starts in September, so most of a Gregorian year is its number minus 8.
    const year = c.r.int(2021, 2025);
    return {
      en: `The kitchen and bathrooms were renovated in ${year}.`,
      am: `ኩሽናው እና መታጠቢያ ቤቶቹ በ${year - 8} ዓ.ም. ታድሰዋል።`,
    };
  },
  (c) => {
    if (c.bedrooms < 1) return null;
    const m = c.r.pick(FLOOR_MATERIALS);
    return {
      en: `Every bedroom has built-in wardrobes, and the floors are ${m.en} throughout.`,
      am: `በሁሉም መኝታ ቤቶች ቁም ሳጥን የተሠራ ሲሆን ወለሉ በሙሉ ${m.am} ነው።`,
    };
  },
  (c) =>
    c.type === 'villa' || c.type === 'apartment' || c.type === 'house'
      ? {
          en: 'The finishing uses imported ceramic, granite kitchen tops and gypsum ceilings.',
          am: 'ለማጠናቀቂያው ከውጭ የመጣ ሴራሚክ፣ የግራናይት የኩሽና ጠረጴዛ እና የጂፕሰም ኮርኒስ ጥቅም ላይ ውሏል።',
        }
      : null,
  (c) => {
    // Condominiums are handed over semi-finished; owners finish them themselves.
    if (c.type !== 'condominium') return null;
    const m = c.r.pick(FLOOR_MATERIALS);
    return {
      en: `The owner finished the unit with ${m.en} floors and new kitchen cabinets.`,
      am: `ባለቤቱ ወለሉን ${m.am} አድርገው አዲስ የኩሽና ካቢኔት አሠርተውለታል።`,
    };
  },
  (c) =>
    !c.sale && c.type !== 'commercial' && c.type !== 'land' && c.bedrooms >= 1
      ? {
          en: 'It comes fully furnished, including a sofa set, beds, a fridge and a washing machine.',
          am: 'ሶፋ፣ አልጋዎች፣ ፍሪጅ እና የልብስ ማጠቢያ ማሽንን ጨምሮ ሙሉ የቤት ዕቃ ተሟልቶለታል።',
        }
      : null,
  (c) =>
    !c.sale && c.type !== 'commercial' && c.type !== 'land'
      ? {
          en: 'It is let unfurnished, freshly painted and cleaned.',
          am: 'ያለ የቤት ዕቃ የሚከራይ ሲሆን አዲስ ቀለም ተቀብቶ ተጸድቷል።',
        }
      : null,
  (c) =>
    c.type === 'commercial'
      ? {
          en: 'The space is finished with porcelain floors, a gypsum ceiling and LED lighting.',
          am: 'ቦታው በፖርሲሊን ወለል፣ በጂፕሰም ኮርኒስ እና በኤልኢዲ መብራት የተጠናቀቀ ነው።',
        }
      : null,
  (c) =>
    c.type === 'commercial'
      ? {
          en: `It is delivered as a shell, so the ${partyEn(c)} can fit it out to their own design.`,
          am: `ቦታው ያልተጠናቀቀ በመሆኑ ${partyAm(c)} በራሱ ዲዛይን ማጠናቀቅ ይችላል።`,
        }
      : null,
  (c) =>
    c.type === 'commercial'
      ? {
          en: 'The building has CCTV, fire extinguishers and guards around the clock.',
          am: 'ሕንፃው የደህንነት ካሜራ፣ የእሳት ማጥፊያ እና የ24 ሰዓት ጥበቃ አለው።',
        }
      : null,
];

/** Water, power and, for land, services reaching the plot. */
export const UTILITIES: readonly Line[] = [
  (c) => {
    if (c.type === 'land') return null;
    const litres = c.r.pick([2000, 3000, 5000, 10000]);
    return {
      en: `A ${fmt(litres)}-litre water tank keeps the taps running, and there is a backup generator.`,
      am: `${fmt(litres)} ሊትር የውሃ ማጠራቀሚያ ታንከር ስላለው ውሃ አይቋረጥም፤ ተጠባባቂ ጀነሬተርም አለው።`,
    };
  },
  (c) =>
    c.type !== 'land'
      ? { en: 'It has its own water and electricity meters.', am: 'የራሱ የውሃ እና የመብራት ቆጣሪ አለው።' }
      : null,
  (c) =>
    c.type !== 'land'
      ? {
          en: `Water and power are reliable in this part of ${c.hood.en}.`,
          am: `በዚህ የ${c.hood.am} ክፍል ውሃና መብራት ብዙም አይቆራረጥም።`,
        }
      : null,
  (c) =>
    c.type === 'house' || c.type === 'villa' || c.type === 'apartment'
      ? {
          en: 'A solar water heater provides hot water, and the compound has a reserve tank.',
          am: 'የፀሐይ ኃይል ውሃ ማሞቂያ እና የውሃ ማጠራቀሚያ ታንከር አለው።',
        }
      : null,
  (c) =>
    c.type === 'condominium'
      ? {
          en: 'The block has a shared reservoir and pump, so even the upper floors rarely run short of water.',
          am: 'ብሎኩ የጋራ የውሃ ማጠራቀሚያ እና ፓምፕ ስላለው የላይኛዎቹ ፎቆችም የውሃ ችግር የለባቸውም።',
        }
      : null,
  (c) =>
    c.type === 'apartment' || (c.type === 'commercial' && c.kind !== 'warehouse')
      ? {
          en: 'During power cuts the whole building, lift included, runs on a standby generator.',
          am: 'መብራት ሲጠፋ ሊፍቱን ጨምሮ ሕንፃው በሙሉ በተጠባባቂ ጀነሬተር ይሠራል።',
        }
      : null,
  (c) =>
    c.type === 'commercial'
      ? {
          en: 'Fibre internet from both Ethio telecom and Safaricom is available in the building.',
          am: 'ሕንፃው ውስጥ የኢትዮ ቴሌኮም እና የሳፋሪኮም የፋይበር ኢንተርኔት አገልግሎት አለ።',
        }
      : null,
  (c) => {
    if (c.type !== 'land') return null;
    const w = c.r.pick([10, 15, 20, 30]);
    return {
      en: `The plot is on a ${w} m wide asphalt road, and water and power lines already reach it.`,
      am: `ቦታው ${w} ሜትር ስፋት ያለው የአስፋልት መንገድ ላይ ሲሆን የውሃ እና የመብራት መስመር ደርሶታል።`,
    };
  },
  (c) =>
    c.type === 'land'
      ? {
          en: 'It is fenced with a stone wall and has a small guard room.',
          am: 'በድንጋይ አጥር የታጠረ ሲሆን አነስተኛ የጥበቃ ክፍል አለው።',
        }
      : null,
  (c) =>
    c.type === 'land' && c.sale
      ? {
          en: `The approved plan allows building up to G+${c.storeys}.`,
          am: `የጸደቀው ፕላን እስከ G+${c.storeys} ድረስ ለመገንባት ይፈቅዳል።`,
        }
      : null,
  (c) =>
    c.type === 'land'
      ? {
          en: 'The ground is level and firm, which keeps foundation work simple.',
          am: 'መሬቱ ሜዳማ እና ጠንካራ በመሆኑ ለመሠረት ሥራ አመቺ ነው።',
        }
      : null,
  (c) =>
    c.type === 'land'
      ? {
          en: 'It sits on a corner, with access from two roads.',
          am: 'ቦታው ማዕዘን ላይ ሲሆን በሁለት መንገዶች መግቢያ አለው።',
        }
      : null,
];

/** The neighbourhood: landmarks, transport, the airport. */
export const PLACE: readonly Line[] = [
  (c) => ({
    en: `It is a short walk from ${c.lm.en}, with taxis and buses on the main road.`,
    am: `${attach('ከ', c.lm.am)} በእግር ቅርብ ርቀት ላይ ሲሆን ዋናው መንገድ ላይ ታክሲና አውቶቡስ በቀላሉ ይገኛል።`,
  }),
  (c) =>
    c.type !== 'commercial'
      ? {
          en: `Schools, supermarkets and ${c.lm.en} are all a few minutes away.`,
          am: `ትምህርት ቤቶች፣ ሱፐርማርኬቶች እና ${c.lm.am} በጥቂት ደቂቃዎች ርቀት ላይ ይገኛሉ።`,
        }
      : null,
  (c) => {
    const minutes = c.r.pick([5, 7, 10, 15]);
    return {
      en: `It is about ${minutes} minutes by car from ${c.lm.en}.`,
      am: `${attach('ከ', c.lm.am)} በመኪና ${minutes} ደቂቃ ያህል ይርቃል።`,
    };
  },
  (c) =>
    c.type !== 'commercial'
      ? {
          en: `The street is quiet and safe, yet close to ${c.lm.en}.`,
          am: `መንገዱ ጸጥ ያለ እና ደህንነቱ የተጠበቀ ቢሆንም ${attach('ለ', c.lm.am)} ቅርብ ነው።`,
        }
      : null,
  (c) =>
    c.lightRail
      ? { en: 'A light rail station is within walking distance.', am: 'የቀላል ባቡር ጣቢያ በእግር የሚደረስበት ርቀት ላይ ነው።' }
      : null,
  (c) => {
    if (!c.nearAirport) return null;
    const minutes = c.r.pick([10, 15, 20, 25]);
    return {
      en: `Bole International Airport is about ${minutes} minutes away by car.`,
      am: `ከቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ በመኪና ${minutes} ደቂቃ ያህል ይርቃል።`,
    };
  },
  (c) =>
    c.lm2.en !== c.lm.en
      ? { en: `${cap(c.lm.en)} and ${c.lm2.en} are both nearby.`, am: `${c.lm.am} እና ${c.lm2.am} በቅርብ ይገኛሉ።` }
      : null,
];

/** Closing sentences for sales of buildings: title deed (ካርታ) and payment. */
export const CLOSE_SALE: readonly Line[] = [
  () => ({
    en: 'The title deed (karta) is free of any loan and ready for transfer; the price is negotiable.',
    am: 'ካርታው ከዕዳ ነፃ እና ለስም ዝውውር ዝግጁ ነው፤ ዋጋው ለድርድር ክፍት ነው።',
  }),
  () => ({
    en: 'It has a title deed and an approved building plan, and buyers can use a bank mortgage.',
    am: 'ካርታ እና የጸደቀ የግንባታ ፕላን ያለው ሲሆን በባንክ ብድር መግዛት ይቻላል።',
  }),
  (c) => {
    const pct = c.r.pick([30, 40, 50, 60]);
    return {
      en: `Title deed available. Payment: ${pct}% when the contract is signed and the rest at name transfer.`,
      am: `ካርታ አለው። ክፍያ፦ ውል ሲፈረም ${pct}%፣ ቀሪው በስም ዝውውር ጊዜ።`,
    };
  },
  (c) => ({
    en: `Asking ${fmt(c.price)} birr, slightly negotiable; the karta is in the owner's name.`,
    am: `የመሸጫ ዋጋው ${fmt(c.price)} ብር ሲሆን በጥቂቱ ለድርድር ክፍት ነው፤ ካርታው በባለቤቱ ስም ነው።`,
  }),
  () => ({
    en: 'The owner is selling directly and the karta is ready; serious buyers only, please.',
    am: 'ባለቤቱ በቀጥታ ይሸጣሉ፤ ካርታው ዝግጁ ነው። ለመግዛት የተዘጋጁ ብቻ ቢደውሉ ይመረጣል።',
  }),
  (c) =>
    c.type === 'condominium'
      ? {
          en: 'The bank loan is fully paid off and the condominium has its own karta.',
          am: 'የኮንዶሚኒየሙ የባንክ ዕዳ ሙሉ በሙሉ ተከፍሎ ካርታው ወጥቷል።',
        }
      : null,
  (c) =>
    c.type === 'condominium'
      ? {
          en: 'The five-year transfer restriction has passed, so the name can be transferred right away.',
          am: 'የ5 ዓመት የዝውውር ገደቡ ስላለፈ ወዲያውኑ ስም ማዛወር ይቻላል።',
        }
      : null,
];

/** Closing sentences for land sales: leasehold or old possession, and price per m². */
export const CLOSE_LAND_SALE: readonly Line[] = [
  (c) => {
    const pct = c.r.pick([30, 50]);
    return {
      en: `The leasehold karta is ready; ${pct}% is paid on agreement and the balance at transfer.`,
      am: `የሊዝ ካርታው ዝግጁ ነው፤ ስምምነት ሲደረግ ${pct}% ይከፈላል፣ ቀሪው በዝውውር ጊዜ።`,
    };
  },
  () => ({
    en: 'It is an old possession (nebar yizota) with a karta, not a lease plot.',
    am: 'የሊዝ ሳይሆን ካርታ ያለው ነባር ይዞታ ነው።',
  }),
  (c) => ({
    en: `The price is ${fmt(c.perM2)} birr per m², negotiable for a quick sale.`,
    am: `ዋጋው በካሬ ሜትር ${fmt(c.perM2)} ብር ሲሆን ቶሎ ለሚገዛ ይቀነሳል።`,
  }),
  () => ({
    en: 'Site plan and karta are in order, and the owner can show the plot any day.',
    am: 'የቦታው ፕላን እና ካርታው ምንም ችግር የለባቸውም፤ ባለቤቱ በማንኛውም ቀን ቦታውን ማሳየት ይችላሉ።',
  }),
];

/** Closing sentences for rentals: monthly rent, advance, deposit, who pays the bills. */
export const CLOSE_RENT: readonly Line[] = [
  (c) => {
    if (c.type === 'land') return null;
    const months = c.r.pick([1, 2, 3, 6]);
    return {
      en: `Rent is paid monthly, with ${months} month${months > 1 ? 's' : ''} in advance.`,
      am: `ኪራዩ በየወሩ የሚከፈል ሲሆን የ${months} ወር ቅድሚያ ክፍያ ይጠየቃል።`,
    };
  },
  (c) =>
    c.type !== 'commercial' && c.type !== 'land'
      ? {
          en: 'The minimum lease is one year; the tenant pays the water and electricity bills.',
          am: 'ዝቅተኛው የውል ጊዜ አንድ ዓመት ነው፤ የውሃ እና የመብራት ክፍያ በተከራዩ ይሸፈናል።',
        }
      : null,
  (c) => ({
    en: `Monthly rent is ${fmt(c.price)} birr, with a discount for long-term tenants.`,
    am: `ወርሃዊ ኪራዩ ${fmt(c.price)} ብር ሲሆን ለረጅም ጊዜ ለሚከራዩ ቅናሽ ይደረጋል።`,
  }),
  (c) =>
    c.type === 'apartment' || c.type === 'villa'
      ? {
          en: 'Ideal for a family or expatriates; available from next month.',
          am: 'ለቤተሰብ ወይም ለውጭ ዜጎች ተስማሚ ሲሆን ከሚቀጥለው ወር ጀምሮ ዝግጁ ነው።',
        }
      : null,
  (c) =>
    c.type === 'condominium' || c.type === 'house'
      ? {
          en: 'Suits a small family or young professionals; it can be viewed any day this week.',
          am: 'ለአነስተኛ ቤተሰብ ወይም ለወጣት ባለሙያዎች ተስማሚ ነው፤ በዚህ ሳምንት በማንኛውም ቀን ማየት ይቻላል።',
        }
      : null,
  (c) =>
    c.type !== 'land'
      ? {
          en: "The rent includes the guard's salary and rubbish collection.",
          am: 'ኪራዩ የጥበቃ ደመወዝ እና የቆሻሻ ማንሻ ክፍያን ያካትታል።',
        }
      : null,
  (c) => {
    if (c.type !== 'commercial') return null;
    const months = c.r.pick([2, 3, 6]);
    return {
      en: `A ${months}-month deposit is required, and rent is invoiced monthly with VAT.`,
      am: `የ${months} ወር ማስያዣ ይጠየቃል፤ ኪራዩ በየወሩ ከተ.እ.ታ ጋር ይከፈላል።`,
    };
  },
  (c) =>
    c.type === 'commercial'
      ? {
          en: 'Leases of two to five years are welcome.',
          am: 'ከሁለት እስከ አምስት ዓመት የሚደርስ የኪራይ ውል መፈጸም ይቻላል።',
        }
      : null,
  (c) =>
    c.type === 'land'
      ? {
          en: 'Suitable for parking, storage or a workshop; the lease is paid monthly.',
          am: 'ለመኪና ማቆሚያ፣ ለዕቃ ማከማቻ ወይም ለወርክሾፕ ተስማሚ ነው፤ ኪራዩ በየወሩ ይከፈላል።',
        }
      : null,
];

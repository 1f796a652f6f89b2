/**
 * What the demo text says about places: landmarks near each Addis Ababa neighbourhood (in English
 * and Amharic), which neighbourhoods sit on the light rail, and how expensive each sub-city is.
 * Keys are the English names used in ethiopia-locations.json.
 */

/** A phrase in English and in Amharic. */
export interface Bi {
  en: string;
  am: string;
}

const b = (en: string, am: string): Bi => ({ en, am });

const AIRPORT = b('Bole International Airport', 'ቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ');
const MESKEL_SQUARE = b('Meskel Square', 'መስቀል አደባባይ');
const EDNA_MALL = b('Edna Mall', 'ኤድና ሞል');
const ANWAR_MOSQUE = b('Anwar Mosque', 'አንዋር መስጊድ');

/** Landmarks by neighbourhood. */
const BY_NEIGHBOURHOOD: Record<string, readonly Bi[]> = {
  Merkato: [ANWAR_MOSQUE, b('Raguel Church', 'ራጉኤል ቤተ ክርስቲያን'), b('the Merkato market', 'የመርካቶ ገበያ')],
  Sebategna: [b('the Sebategna market', 'የሰባተኛ ገበያ'), ANWAR_MOSQUE],
  'Autobus Tera': [b('the Autobus Tera bus station', 'የአውቶቡስ ተራ መናኸሪያ'), b('Abinet Square', 'አብነት አደባባይ')],
  Kality: [
    b('the Kality light rail station', 'የቃሊቲ ቀላል ባቡር ጣቢያ'),
    b('the Addis–Adama expressway entrance', 'የአዲስ አበባ–አዳማ የፍጥነት መንገድ መግቢያ'),
  ],
  Akaki: [b('Akaki town centre', 'የአቃቂ ከተማ መሃል'), b('the Akaki industrial area', 'የአቃቂ ኢንዱስትሪ አካባቢ')],
  'Tulu Dimtu': [
    b('the Tulu Dimtu roundabout', 'ቱሉ ዲምቱ አደባባይ'),
    b('the Addis–Adama expressway entrance', 'የአዲስ አበባ–አዳማ የፍጥነት መንገድ መግቢያ'),
  ],
  Piassa: [
    b('Menelik II Square', 'ምኒልክ አደባባይ'),
    b("St. George's Cathedral", 'ቅዱስ ጊዮርጊስ ቤተ ክርስቲያን'),
    b('the Taitu Hotel', 'ጣይቱ ሆቴል'),
  ],
  'Arat Kilo': [
    b('Unity Park', 'አንድነት ፓርክ'),
    b('the Arat Kilo campus of Addis Ababa University', 'የአዲስ አበባ ዩኒቨርሲቲ አራት ኪሎ ግቢ'),
  ],
  'Sidist Kilo': [
    b('the main campus of Addis Ababa University', 'የአዲስ አበባ ዩኒቨርሲቲ ዋና ግቢ'),
    b('the Yekatit 12 Monument', 'የየካቲት 12 ሐውልት'),
  ],
  'Bole Medhanialem': [
    EDNA_MALL,
    b('Bole Medhanialem Cathedral', 'ቦሌ መድኃኔዓለም ካቴድራል'),
    b('Bole Road', 'ቦሌ መንገድ'),
  ],
  Gerji: [b('Gerji Mebrat Hail', 'ገርጂ መብራት ኃይል'), b('Unity University', 'ዩኒቲ ዩኒቨርሲቲ')],
  'Bole Bulbula': [b('the Bulbula condominium site', 'የቡልቡላ ኮንዶሚኒየም ሳይት'), b('the ring road', 'ቀለበት መንገድ')],
  Atlas: [EDNA_MALL, b('Bole Medhanialem Cathedral', 'ቦሌ መድኃኔዓለም ካቴድራል'), AIRPORT],
  'Shiro Meda': [b('the Shiro Meda market', 'የሽሮ ሜዳ ገበያ'), b('the US Embassy', 'የአሜሪካ ኤምባሲ')],
  Wingate: [b('General Wingate College', 'ጄኔራል ዊንጌት ኮሌጅ'), b('Addisu Gebeya', 'አዲሱ ገበያ')],
  Entoto: [b('Entoto Park', 'እንጦጦ ፓርክ'), b('Entoto Mariam Church', 'እንጦጦ ማርያም ቤተ ክርስቲያን')],
  Kazanchis: [
    b('the UN Economic Commission for Africa', 'የተባበሩት መንግሥታት የአፍሪካ ኢኮኖሚክ ኮሚሽን'),
    b('the Intercontinental Hotel', 'ኢንተርኮንቲኔንታል ሆቴል'),
    MESKEL_SQUARE,
  ],
  'Meskel Flower': [MESKEL_SQUARE, b('the Addis Ababa Stadium', 'አዲስ አበባ ስታዲየም')],
  Bambis: [b('Bambis supermarket', 'ባምቢስ ሱፐርማርኬት'), b('Urael Church', 'ኡራኤል ቤተ ክርስቲያን')],
  Asko: [b('the Asko market', 'የአስኮ ገበያ'), b('the road to Burayu', 'ወደ ቡራዩ የሚወስደው መንገድ')],
  'Ayer Tena': [b('the Ayer Tena roundabout', 'አየር ጤና አደባባይ'), b('Alem Bank', 'ዓለም ባንክ')],
  'Tor Hailoch': [
    b('the Armed Forces Referral Hospital', 'የጦር ኃይሎች ሆስፒታል'),
    b('the Tor Hailoch light rail station', 'የጦር ኃይሎች ቀላል ባቡር ጣቢያ'),
  ],
  Mexico: [b('Mexico Square', 'ሜክሲኮ አደባባይ'), b('the African Union headquarters', 'የአፍሪካ ኅብረት ዋና መሥሪያ ቤት')],
  Coca: [b('the Coca-Cola factory', 'የኮካ ኮላ ፋብሪካ'), b('the Federal High Court', 'የፌዴራል ከፍተኛ ፍርድ ቤት')],
  'Lideta Condominium': [
    b('Lideta Mariam Church', 'ልደታ ማርያም ቤተ ክርስቲያን'),
    b('the Federal High Court', 'የፌዴራል ከፍተኛ ፍርድ ቤት'),
  ],
  Sarbet: [b('Lancha', 'ላንቻ'), b('Mekanisa', 'መካኒሳ')],
  'Old Airport': [b('the International Community School', 'ኢንተርናሽናል ኮሚኒቲ ስኩል'), b('Mekanisa', 'መካኒሳ')],
  Lebu: [b('the Lebu railway station', 'የለቡ ባቡር ጣቢያ'), b('the Lebu–Jemo road', 'የለቡ–ጀሞ መንገድ')],
  Jemo: [b('the Jemo condominium site', 'የጀሞ ኮንዶሚኒየም ሳይት'), b('Jemo Michael Church', 'ጀሞ ሚካኤል ቤተ ክርስቲያን')],
  CMC: [b('CMC Michael Church', 'ሲኤምሲ ሚካኤል ቤተ ክርስቲያን'), b('the CMC light rail station', 'የሲኤምሲ ቀላል ባቡር ጣቢያ')],
  Megenagna: [b('the Megenagna roundabout', 'መገናኛ አደባባይ'), b('Zefmesh Grand Mall', 'ዘፍመሽ ግራንድ ሞል')],
  Ayat: [b('the Ayat roundabout', 'አያት አደባባይ'), b('the Ayat light rail station', 'የአያት ቀላል ባቡር ጣቢያ')],
  Kotebe: [
    b('Kotebe University of Education', 'ኮተቤ ትምህርት ዩኒቨርሲቲ'),
    b('the Kotebe main road', 'የኮተቤ ዋና መንገድ'),
  ],
  Summit: [b('the Summit condominium site', 'የሰሚት ኮንዶሚኒየም ሳይት'), b('the Summit–Ayat road', 'የሰሚት–አያት መንገድ')],
  Lemi: [b('the Bole Lemi Industrial Park', 'ቦሌ ለሚ ኢንዱስትሪ ፓርክ'), b('the ring road', 'ቀለበት መንገድ')],
  Kura: [b('the Bole Arabsa condominium site', 'የቦሌ አራብሳ ኮንዶሚኒየም ሳይት'), b('the ring road', 'ቀለበት መንገድ')],
  'Gelan Condominium': [
    b('the Bole Arabsa condominium site', 'የቦሌ አራብሳ ኮንዶሚኒየም ሳይት'),
    b('the Bole Lemi Industrial Park', 'ቦሌ ለሚ ኢንዱስትሪ ፓርክ'),
  ],
};

/** Fallback landmarks by sub-city, for neighbourhoods not listed above. */
const BY_SUBCITY: Record<string, readonly Bi[]> = {
  'Addis Ketema': [ANWAR_MOSQUE, b('the Merkato market', 'የመርካቶ ገበያ')],
  'Akaky Kaliti': [b('the Kality light rail station', 'የቃሊቲ ቀላል ባቡር ጣቢያ')],
  Arada: [b('Menelik II Square', 'ምኒልክ አደባባይ')],
  Bole: [EDNA_MALL, AIRPORT],
  Gullele: [b('Entoto Park', 'እንጦጦ ፓርክ')],
  Kirkos: [MESKEL_SQUARE],
  'Kolfe Keranio': [b('the Ayer Tena roundabout', 'አየር ጤና አደባባይ')],
  Lideta: [b('Mexico Square', 'ሜክሲኮ አደባባይ')],
  'Nifas Silk-Lafto': [b('Mekanisa', 'መካኒሳ')],
  Yeka: [b('the Megenagna roundabout', 'መገናኛ አደባባይ')],
  'Lemi Kura': [b('the Ayat roundabout', 'አያት አደባባይ')],
};

/** Landmarks near a neighbourhood (never empty). */
export function landmarksFor(subcity: string, neighbourhood: string): readonly Bi[] {
  return BY_NEIGHBOURHOOD[neighbourhood] ?? BY_SUBCITY[subcity] ?? TOWN;
}

/** What every town has, for listings outside Addis Ababa. */
const TOWN: readonly Bi[] = [
  b('the town centre', 'የከተማው መሃል'),
  b('the main bus station', 'ዋናው መናኸሪያ'),
  b('the main road', 'ዋናው መንገድ'),
];

/** Whether a name is one of Addis Ababa's sub-cities (the demo also lists in other towns). */
export const isAddisSubcity = (name: string): boolean => name in BY_SUBCITY;

/** Neighbourhoods with a light rail station within walking distance. */
export const LIGHT_RAIL = new Set([
  'Megenagna',
  'CMC',
  'Ayat',
  'Kality',
  'Tor Hailoch',
  'Mexico',
  'Coca',
  'Autobus Tera',
  'Lideta Condominium',
]);

/** Sub-cities from which the airport is a plausible drive worth mentioning. */
export const NEAR_AIRPORT = new Set(['Bole', 'Kirkos', 'Yeka', 'Lemi Kura', 'Nifas Silk-Lafto']);

/**
 * Price tier of each sub-city, 0 (cheapest) … 1 (dearest), from the broad pattern of Addis asking
 * prices: Bole and Kirkos at the top, the outer west and south at the bottom.
 */
const SUBCITY_TIER: Record<string, number> = {
  Bole: 1,
  Kirkos: 0.9,
  Yeka: 0.7,
  Arada: 0.65,
  Lideta: 0.6,
  'Nifas Silk-Lafto': 0.6,
  'Lemi Kura': 0.5,
  'Addis Ketema': 0.5,
  Gullele: 0.45,
  'Kolfe Keranio': 0.3,
  'Akaky Kaliti': 0.2,
};

/** Neighbourhoods dearer than their sub-city's average. */
const PREMIUM = new Set(['Atlas', 'Bole Medhanialem', 'Kazanchis', 'Old Airport', 'Megenagna', 'CMC']);

/** Price tier 0…1 for a place; commercial space in the Merkato area costs like Bole's. */
export function priceTier(subcity: string, neighbourhood: string, commercial: boolean): number {
  // Regional towns ask well under Addis prices.
  let tier = SUBCITY_TIER[subcity] ?? 0.25;
  if (PREMIUM.has(neighbourhood)) tier += 0.1;
  if (commercial && subcity === 'Addis Ketema') tier = 0.95;
  return Math.min(1, tier);
}

/** How a neighbourhood is named in a title: a few are known by "sub-city + name". */
export function titlePlace(subcity: Bi, neighbourhood: Bi): Bi {
  if (neighbourhood.en === 'Atlas') return b(`${subcity.en} Atlas`, `${subcity.am} ${neighbourhood.am}`);
  return neighbourhood;
}

const MARKET_AREAS = new Set(['Merkato', 'Sebategna', 'Autobus Tera']);
const CONDOMINIUM_SITES = new Set([
  'Lideta Condominium',
  'Gelan Condominium',
  'Jemo',
  'Summit',
  'Bole Bulbula',
]);

/**
 * Whether a property type is believable in a neighbourhood, for callers choosing where to put a
 * listing: no villas in the Merkato market streets or on condominium estates, no free plots there.
 */
export function fitsNeighbourhood(type: string, neighbourhood: string): boolean {
  const crowded = MARKET_AREAS.has(neighbourhood) || CONDOMINIUM_SITES.has(neighbourhood);
  if (type === 'villa') return !crowded;
  if (type === 'land') return !MARKET_AREAS.has(neighbourhood) && !neighbourhood.endsWith('Condominium');
  if (type === 'house') return !neighbourhood.endsWith('Condominium');
  return true;
}

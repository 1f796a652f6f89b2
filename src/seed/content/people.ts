/**
 * Demo people: real-estate agencies, agents and private owners. Ethiopians go by a given name and
 * the father's given name (no family surname), so a full name is two given names. Every e-mail is
 * on a reserved example domain; phone numbers use the real Ethiopian mobile prefixes (+2519…
 * Ethio telecom, +2517… Safaricom) with random subscriber digits.
 */
import { NAME_GROUPS, type NameGroup, type NamePair } from './names';
import { type Rng, rng } from './random';

/** A fictional real-estate company in Addis Ababa. */
export interface Agency {
  name: string;
  bio: string;
  license_number: string;
  phone_number: string;
  email: string;
  telegram_username: string;
}

/** The agencies agents work for. Names are invented; any likeness to a real firm is accidental. */
export const AGENCIES: readonly Agency[] = [
  {
    name: 'Sheger Key Realty',
    bio: 'Sheger Key Realty has matched families with homes across Bole, Yeka and Kirkos since 2012. Our agents handle viewings, price checks and the paperwork at the woreda office. We list only properties we have visited in person.',
    license_number: 'AA/RE/2012/0114',
    phone_number: '+251911402318',
    email: 'info@shegerkey.example.et',
    telegram_username: 'shegerkeyrealty',
  },
  {
    name: 'Entoto Ridge Properties',
    bio: 'A family-run brokerage based in Shiro Meda, specialising in villas and family houses in Gullele and Arada. We know the old neighbourhoods street by street.',
    license_number: 'AA/RE/2010/0087',
    phone_number: '+251912558104',
    email: 'contact@entotoridge.example.et',
    telegram_username: 'entotoridge',
  },
  {
    name: 'Abay Bridge Brokerage',
    bio: 'Abay Bridge Brokerage connects diaspora buyers with verified sellers in Addis Ababa. We arrange video viewings, check title deeds (karta) and help with bank transfers and name transfer.',
    license_number: 'AA/RE/2014/0231',
    phone_number: '+251913770245',
    email: 'hello@abaybridge.example.et',
    telegram_username: 'abaybridge_homes',
  },
  {
    name: 'Merkato Link Property Agents',
    bio: 'Shops, warehouses and commercial floors in Merkato, Autobus Tera and Lideta. Our team has worked the market area for over fifteen years and knows which streets carry the most trade.',
    license_number: 'AA/RE/2009/0042',
    phone_number: '+251911236690',
    email: 'deals@merkatolink.example.et',
    telegram_username: 'merkatolink',
  },
  {
    name: 'Dinkinesh Homes & Brokerage',
    bio: 'Dinkinesh Homes focuses on condominiums and first homes for young families. We explain the condominium transfer rules clearly and help buyers arrange bank loans.',
    license_number: 'AA/RE/2015/0318',
    phone_number: '+251710284453',
    email: 'info@dinkineshhomes.example.et',
    telegram_username: 'dinkineshhomes',
  },
  {
    name: 'Gihon Estates Agency',
    bio: 'Gihon Estates rents and sells apartments to embassy staff, NGO workers and returning Ethiopians. Most of our listings are furnished and within reach of Bole and Kazanchis.',
    license_number: 'AA/RE/2013/0176',
    phone_number: '+251915903372',
    email: 'rentals@gihonestates.example.et',
    telegram_username: 'gihonestates',
  },
  {
    name: 'Addis Nest Real Estate',
    bio: 'Addis Nest lists new-build apartments from local developers in Ayat, CMC and Summit. We follow each building from foundation to handover so buyers know what they are paying for.',
    license_number: 'AA/RE/2016/0402',
    phone_number: '+251916117820',
    email: 'sales@addisnest.example.et',
    telegram_username: 'addisnest_et',
  },
  {
    name: 'Tana Horizon Properties',
    bio: 'Tana Horizon Properties advises on land and leasehold plots in Lemi Kura, Akaky Kaliti and the fast-growing edge of the city. We check lease status and plans before any plot is listed.',
    license_number: 'AA/RE/2014/0259',
    phone_number: '+251918445061',
    email: 'land@tanahorizon.example.et',
    telegram_username: 'tanahorizon',
  },
  {
    name: 'Selam Property Brokers',
    bio: 'A small team in Sarbet serving Nifas Silk-Lafto and Kolfe Keranio. Honest prices, quick answers and no viewing fees.',
    license_number: 'AA/RE/2017/0455',
    phone_number: '+251719630028',
    email: 'selam@selambrokers.example.et',
    telegram_username: 'selambrokers',
  },
  {
    name: 'Bole Crest Realty',
    bio: 'Bole Crest Realty handles premium apartments and villas around Bole Medhanialem, Atlas and Old Airport. We offer property management for owners who live abroad.',
    license_number: 'AA/RE/2011/0098',
    phone_number: '+251911889517',
    email: 'office@bolecrest.example.et',
    telegram_username: 'bolecrestrealty',
  },
  {
    name: 'Axum Stone Realty',
    bio: 'Axum Stone Realty sells and leases office space and mixed-use buildings along the main corridors of Addis Ababa. Our clients include clinics, banks and growing tech companies.',
    license_number: 'AA/RE/2015/0347',
    phone_number: '+251914226783',
    email: 'commercial@axumstone.example.et',
    telegram_username: 'axumstone',
  },
  {
    name: 'Yeka Hills Homes',
    bio: 'Yeka Hills Homes helps families rent and buy houses around Megenagna, Kotebe and CMC. We speak Amharic, Afaan Oromo and English.',
    license_number: 'AA/RE/2016/0389',
    phone_number: '+251712074496',
    email: 'homes@yekahills.example.et',
    telegram_username: 'yekahillshomes',
  },
];

/** An agent account, linked to an agency by name or independent (`company_name` null). */
export interface DemoAgent {
  username: string;
  email: string;
  full_name: string;
  full_name_am: string;
  phone_number: string;
  bio: string;
  telegram_username: string | null;
  company_name: string | null;
  license_number: string;
  is_verified: boolean;
}

/** A private owner account; not every owner gives a phone number. */
export interface DemoOwner {
  username: string;
  email: string;
  full_name: string;
  full_name_am: string;
  phone_number: string | null;
  telegram_username: string | null;
}

const AREAS = [
  'Bole and Atlas',
  'Yeka and Megenagna',
  'Kirkos and Kazanchis',
  'Ayat and CMC',
  'Sarbet and Old Airport',
  'Piassa and Arat Kilo',
  'Lebu and Jemo',
  'Gerji and Bole Bulbula',
  'Lemi Kura',
  'Kolfe Keranio',
];

const SPECIALTIES = [
  'condominium sales and transfers',
  'furnished apartments for rent',
  'family houses and villas',
  'leasehold land and plots',
  'shops and office space',
  'new-build apartments',
];

/** One person's name, drawn so given and father's names usually share a background. */
function drawName(r: Rng): { given: NamePair; father: NamePair; group: NameGroup; female: boolean } {
  const group = r.pick(NAME_GROUPS);
  const female = r.chance(0.45);
  const given = r.pick(female ? group.female : group.male);
  // A father's name is a male given name, mostly from the same background.
  const fatherGroup = r.chance(0.8) ? group : r.pick(NAME_GROUPS);
  const father = r.pick(fatherGroup.male.filter((n) => n.en !== given.en));
  return { given, father, group, female };
}

function phone(r: Rng): string {
  const prefix = r.chance(0.75) ? '9' : '7';
  return `+251${prefix}${r.int(10, 99)}${String(r.int(0, 999999)).padStart(6, '0')}`;
}

/** Makes names unique: the second "abebe_kebede" becomes "abebe_kebede2", and so on. */
function uniqueIn(taken: Set<string>, base: string): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

/** ~20 agents and ~25 owners, the same for the same seed. */
export function makePeople(seed: number): { agents: DemoAgent[]; owners: DemoOwner[] } {
  const r = rng(seed);
  const usernames = new Set<string>();
  const emails = new Set<string>();
  const licences = new Set<string>(AGENCIES.map((a) => a.license_number));

  const identity = (domainFor: 'agent' | 'owner') => {
    const { given, father, group, female } = drawName(r);
    const g = given.en.toLowerCase();
    const f = father.en.toLowerCase();
    const base = r.pick([`${g}_${f}`, `${g}${f.slice(0, 1)}`, `${g}.${f}`, `${f.slice(0, 1)}${g}`]);
    const username = uniqueIn(usernames, base.replace(/[^a-z0-9_]/g, '_'));
    const domain = domainFor === 'agent' || r.chance(0.5) ? 'example.et' : 'example.com';
    const local = uniqueIn(emails, `${g}.${f}`);
    const email = `${local}@${domain}`;
    return {
      username,
      email,
      full_name: `${given.en} ${father.en}`,
      full_name_am: `${given.am} ${father.am}`,
      group,
      female,
      given,
    };
  };

  const telegrams = new Set<string>();
  const telegram = (username: string) => uniqueIn(telegrams, username.replace(/\./g, '_'));

  const agents: DemoAgent[] = [];
  let nextAgency = 0;
  for (let i = 0; i < 20; i++) {
    const id = identity('agent');
    // Every fifth agent works alone; the rest are dealt to the agencies in turn, so each has one.
    const agency = i % 5 === 4 ? null : (AGENCIES[nextAgency++ % AGENCIES.length] ?? null);
    const years = r.int(2, 14);
    const langs =
      id.group.language === 'Amharic' ? 'Amharic and English' : `Amharic, ${id.group.language} and English`;
    const bio = [
      agency
        ? `${id.given.en} is an agent with ${agency.name}, focusing on ${r.pick(SPECIALTIES)}.`
        : `Independent agent working on ${r.pick(SPECIALTIES)} in ${r.pick(AREAS)}.`,
      `${years} years of experience in ${r.pick(AREAS)}.`,
      `Speaks ${langs}.`,
    ].join(' ');
    const licence = uniqueIn(
      licences,
      `AA/RE/${r.int(2010, 2017)}/${String(r.int(100, 999)).padStart(4, '0')}`,
    );
    agents.push({
      username: id.username,
      email: id.email,
      full_name: id.full_name,
      full_name_am: id.full_name_am,
      phone_number: phone(r),
      bio,
      telegram_username: r.chance(0.7) ? telegram(id.username) : null,
      company_name: agency?.name ?? null,
      license_number: licence,
      // About two thirds verified; staff verify agents, so some are still waiting.
      is_verified: i % 3 !== 2,
    });
  }

  const owners: DemoOwner[] = [];
  for (let i = 0; i < 25; i++) {
    const id = identity('owner');
    const hasPhone = r.chance(0.7);
    owners.push({
      username: id.username,
      email: id.email,
      full_name: id.full_name,
      full_name_am: id.full_name_am,
      phone_number: hasPhone ? phone(r) : null,
      telegram_username: hasPhone && r.chance(0.5) ? telegram(id.username) : null,
    });
  }
  return { agents, owners };
}

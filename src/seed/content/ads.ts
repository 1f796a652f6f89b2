/**
 * Demo advertisements for every placement and every ad type it shows. Advertisers are invented
 * Ethiopian businesses around buying, building and moving into a home; links point at reserved
 * example domains so nothing reaches a real company.
 */
import type { AdPlacement, AdType } from '@shared/enums';

/** One demo ad, ready to insert once an image is generated from `visual_seed`. */
export interface DemoAd {
  ad_type: AdType;
  placement: AdPlacement;
  headline: string;
  /** At most 140 characters. */
  description: string;
  cta_text: string;
  button_text: string;
  alt_text: string;
  /** `mailto:` or `https://` link. */
  target_action: string;
  is_featured: boolean;
  /** Seed for the generated ad picture, stable per ad. */
  visual_seed: number;
}

type AdText = Omit<DemoAd, 'ad_type' | 'placement' | 'visual_seed' | 'is_featured'> & {
  is_featured?: boolean;
};

const mail = (box: string, subject: string) =>
  `mailto:${box}@example.et?subject=${encodeURIComponent(subject)}`;

/** The ads, grouped by slot: [placement, type, ads]. */
const SLOTS: readonly [AdPlacement, AdType, readonly AdText[]][] = [
  [
    'global',
    'sidebar',
    [
      {
        headline: 'Walia Bank home loans',
        description:
          'Buy your home with up to 70% financing and 20 years to repay. Diaspora accounts welcome.',
        cta_text: 'Check what you can borrow',
        button_text: 'Apply now',
        alt_text: 'A smiling couple holding keys in front of a new apartment block',
        target_action: 'https://example.et/walia-bank/home-loans',
        is_featured: true,
      },
      {
        headline: 'Fetan Movers',
        description:
          'Careful house moves across Addis Ababa: packing, trucks and crew. Free quote within an hour.',
        cta_text: 'Moving this month?',
        button_text: 'Get a quote',
        alt_text: 'A blue moving truck being loaded with boxes and a sofa',
        target_action: mail('quotes.fetanmovers', 'Moving quote'),
      },
    ],
  ],
  [
    'home',
    'banner',
    [
      {
        headline: 'Zuquala Cement — built to last',
        description:
          'High-strength Portland cement for foundations and slabs. Delivered to your site anywhere in Addis.',
        cta_text: 'Building this season?',
        button_text: 'Order cement',
        alt_text: 'Stacked cement bags beside a building under construction',
        target_action: 'https://example.et/zuquala-cement/order',
        is_featured: true,
      },
      {
        headline: 'Abay Colour Paints',
        description:
          'Washable interior paints in 400 colours, made in Ethiopia. Free colour advice in our Bole showroom.',
        cta_text: 'Find your colour',
        button_text: 'See colours',
        alt_text: 'A living room wall freshly painted in warm terracotta',
        target_action: 'https://example.et/abay-paints/colours',
      },
    ],
  ],
  [
    'home',
    'sponsored',
    [
      {
        headline: 'Sheger Wood Furniture',
        description: 'Solid wood sofas, beds and dining sets, made to measure in our Akaki workshop.',
        cta_text: 'Furnish your new home',
        button_text: 'Shop now',
        alt_text: 'A wooden dining table with six chairs in a bright room',
        target_action: 'https://example.et/sheger-wood/catalogue',
      },
      {
        headline: 'Adey Interiors',
        description:
          'Interior design for apartments and villas: gypsum ceilings, lighting and kitchens, from plan to finish.',
        cta_text: 'Plan your interior',
        button_text: 'Book a designer',
        alt_text: 'A modern kitchen with wooden cabinets and pendant lights',
        target_action: mail('studio.adeyinteriors', 'Design consultation'),
        is_featured: true,
      },
      {
        headline: 'Wuha Tanks',
        description:
          'Food-grade water tanks from 1,000 to 10,000 litres, with free delivery and installation in Addis.',
        cta_text: 'Never run dry',
        button_text: 'Choose a tank',
        alt_text: 'Two white water tanks on a rooftop stand',
        target_action: 'https://example.et/wuha-tanks/shop',
      },
    ],
  ],
  [
    'home',
    'sidebar',
    [
      {
        headline: 'Karta Legal Services',
        description: 'Title deed checks and name transfers handled by property lawyers. Know what you buy.',
        cta_text: 'Buying a property?',
        button_text: 'Talk to a lawyer',
        alt_text: 'A lawyer reviewing documents at a desk',
        target_action: mail('help.kartalegal', 'Title deed check'),
      },
      {
        headline: 'Simien Savings & Mortgage',
        description:
          'Save for your condominium down payment with 9% interest and a home loan when you are ready.',
        cta_text: 'Start saving today',
        button_text: 'Open an account',
        alt_text: 'A savings passbook beside a model house',
        target_action: 'https://example.et/simien-savings/home-saver',
      },
    ],
  ],
  [
    'search_results',
    'banner',
    [
      {
        headline: 'Pre-approved? Buy faster',
        description: 'Get a Walia Bank mortgage decision in 48 hours and make offers with confidence.',
        cta_text: 'Know your budget',
        button_text: 'Get pre-approved',
        alt_text: 'A house key on top of a signed loan letter',
        target_action: 'https://example.et/walia-bank/pre-approval',
        is_featured: true,
      },
      {
        headline: 'Zebegna Security Systems',
        description:
          'CCTV, alarms and smart locks for homes and shops, with 24/7 monitoring from our Kazanchis centre.',
        cta_text: 'Secure your property',
        button_text: 'Get a quote',
        alt_text: 'A CCTV camera mounted on a compound wall',
        target_action: mail('sales.zebegna', 'Security quote'),
      },
    ],
  ],
  [
    'search_results',
    'sponsored',
    [
      {
        headline: 'AddisNet Fibre',
        description:
          'Home fibre internet up to 100 Mbps, installed in 3 days. Check coverage at your new address.',
        cta_text: 'Moving? Bring fast internet',
        button_text: 'Check coverage',
        alt_text: 'A family streaming a video on a laptop at home',
        target_action: 'https://example.et/addisnet/coverage',
      },
      {
        headline: 'Tsedal Cleaning Services',
        description: 'Move-in and move-out deep cleaning for apartments and villas. Trained, insured staff.',
        cta_text: 'Move into a spotless home',
        button_text: 'Book a clean',
        alt_text: 'A cleaner polishing a tiled kitchen floor',
        target_action: mail('book.tsedalcleaning', 'Move-in cleaning'),
      },
    ],
  ],
  [
    'search_results',
    'sidebar',
    [
      {
        headline: 'Fetan Movers',
        description: 'Same-day moves within Addis Ababa. Boxes, wrapping and a careful crew included.',
        cta_text: 'Found your new home?',
        button_text: 'Book movers',
        alt_text: 'Movers carrying a wrapped mattress down the stairs',
        target_action: 'https://example.et/fetan-movers/book',
      },
      {
        headline: 'Abay Colour Paints',
        description: 'Refresh a rented flat in a weekend. Low-odour paint, ready in 2 hours.',
        cta_text: 'Paint before you move in',
        button_text: 'Find a dealer',
        alt_text: 'A paint roller with soft blue paint on a wall',
        target_action: 'https://example.et/abay-paints/dealers',
      },
    ],
  ],
  [
    'property_listings',
    'banner',
    [
      {
        headline: 'Birhan Solar water heaters',
        description:
          'Hot showers from the sun. Cut your electricity bill and stop waiting for the power to come back.',
        cta_text: 'Hot water, every day',
        button_text: 'See prices',
        alt_text: 'A solar water heater on the roof of a house',
        target_action: 'https://example.et/birhan-solar/water-heaters',
        is_featured: true,
      },
      {
        headline: 'Lalibela Mutual landlord cover',
        description: 'Insurance for rented homes: building, contents and loss of rent in one policy.',
        cta_text: 'Renting out a property?',
        button_text: 'Get a quote',
        alt_text: 'A landlord handing keys to a tenant at a doorway',
        target_action: mail('landlords.lalibelamutual', 'Landlord insurance quote'),
      },
    ],
  ],
  [
    'property_listings',
    'sponsored',
    [
      {
        headline: 'Sheger Wood Furniture',
        description:
          'Bedroom sets from 45,000 birr with free delivery in Addis Ababa. Pay in three instalments.',
        cta_text: 'Make it feel like home',
        button_text: 'Browse bedrooms',
        alt_text: 'A wooden double bed with white linen in a sunny bedroom',
        target_action: 'https://example.et/sheger-wood/bedrooms',
      },
      {
        headline: 'Zuquala Cement',
        description: 'Bought a plot? Price your build with our free cement and block calculator.',
        cta_text: 'Ready to build?',
        button_text: 'Use the calculator',
        alt_text: 'A builder checking a concrete foundation on a plot',
        target_action: 'https://example.et/zuquala-cement/calculator',
      },
      {
        headline: 'Adey Interiors',
        description: 'Kitchen makeovers in two weeks: cabinets, granite tops and lighting, fixed price.',
        cta_text: 'A kitchen you will love',
        button_text: 'See projects',
        alt_text: 'A renovated kitchen with granite counters',
        target_action: 'https://example.et/adey-interiors/kitchens',
      },
    ],
  ],
  [
    'property_listings',
    'sidebar',
    [
      {
        headline: 'Simien home loans',
        description:
          'Condominium and apartment loans for salaried workers, with repayments from your payroll.',
        cta_text: 'Own instead of rent',
        button_text: 'See rates',
        alt_text: 'A young woman signing papers at a bank counter',
        target_action: 'https://example.et/simien-savings/loans',
      },
      {
        headline: 'Karta Legal Services',
        description: 'Rental contracts drafted and registered for landlords and tenants. Fixed fees.',
        cta_text: 'Renting? Get it in writing',
        button_text: 'Contact us',
        alt_text: 'Two people shaking hands over a signed contract',
        target_action: mail('contracts.kartalegal', 'Rental contract'),
      },
    ],
  ],
  [
    'property_details',
    'banner',
    [
      {
        headline: 'Finance this home with Walia Bank',
        description: 'Down payments from 30% and a decision in 48 hours. Talk to a mortgage adviser today.',
        cta_text: 'Like this home?',
        button_text: 'Talk to an adviser',
        alt_text: 'A mortgage adviser explaining a loan to a couple',
        target_action: mail('mortgages.waliabank', 'Mortgage enquiry'),
        is_featured: true,
      },
      {
        headline: 'Zebegna Security Systems',
        description: 'Protect your new home from day one: cameras, alarms and a guard service.',
        cta_text: 'Safe from day one',
        button_text: 'Get a quote',
        alt_text: 'A security guard at the gate of a residential compound',
        target_action: 'https://example.et/zebegna/homes',
      },
    ],
  ],
  [
    'property_details',
    'featured',
    [
      {
        headline: 'Adey Interiors',
        description: 'See this home finished your way: a free 3D design when you book a consultation.',
        cta_text: 'Imagine it finished',
        button_text: 'Get a free design',
        alt_text: 'A 3D rendering of a furnished living room',
        target_action: 'https://example.et/adey-interiors/3d',
        is_featured: true,
      },
      {
        headline: 'Birhan Solar',
        description:
          'Add solar backup to this property: a 5 kW system keeps a family home running through outages.',
        cta_text: 'Power that stays on',
        button_text: 'Book a survey',
        alt_text: 'A battery and inverter installed in a utility room',
        target_action: mail('sales.birhansolar', 'Solar backup survey'),
        is_featured: true,
      },
    ],
  ],
  [
    'property_details',
    'sidebar',
    [
      {
        headline: 'Fetan Movers',
        description: 'Moving here? We pack, move and set up your furniture the same day.',
        cta_text: 'Make moving easy',
        button_text: 'Get a quote',
        alt_text: 'A moving crew carrying boxes into an apartment',
        target_action: mail('quotes.fetanmovers', 'Moving quote'),
      },
      {
        headline: 'Karta Legal Services',
        description: 'Check the karta and lease status of this property before you pay a deposit.',
        cta_text: 'Buy with confidence',
        button_text: 'Check the title',
        alt_text: 'A title deed document under a magnifying glass',
        target_action: 'https://example.et/karta-legal/title-check',
      },
    ],
  ],
  [
    'property_details',
    'sponsored',
    [
      {
        headline: 'Lalibela Mutual home insurance',
        description:
          'Insure this home from the day you get the keys. Quotes in minutes, claims paid in Addis.',
        cta_text: 'Cover from day one',
        button_text: 'Get a quote',
        alt_text: 'A family standing in front of their new house',
        target_action: 'https://example.et/lalibela-mutual/quote',
      },
      {
        headline: 'AddisNet Fibre',
        description: 'Fibre internet ready at this address in 3 days. Home plans from 1,500 birr a month.',
        cta_text: 'Work from home, fast',
        button_text: 'See plans',
        alt_text: 'A home office desk with a laptop and router',
        target_action: 'https://example.et/addisnet/plans',
      },
      {
        headline: 'Wuha Tanks',
        description: 'Add a 5,000-litre reserve tank and pump so the taps keep running during water cuts.',
        cta_text: 'Water when you need it',
        button_text: 'Order a tank',
        alt_text: 'A water tank and pump installed in a compound',
        target_action: mail('orders.wuhatanks', 'Tank order'),
      },
    ],
  ],
];

/** All demo ads, about 30, with at least two in every placement × type slot the site shows. */
export const DEMO_ADS: readonly DemoAd[] = SLOTS.flatMap(([placement, ad_type, ads], slot) =>
  ads.map((ad, i) => ({
    ...ad,
    ad_type,
    placement,
    is_featured: ad.is_featured ?? false,
    // Stable, distinct seeds: slot and position, never dependent on array order elsewhere.
    visual_seed: 7_000 + slot * 100 + i,
  })),
);

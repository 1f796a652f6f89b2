/** A titled part of a static page: paragraphs, then an optional list. */
export interface PageSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Terms of service and privacy policy. `updated` is an ISO date, shown in the reader's calendar. */
export interface LegalContent {
  updated: string;
  intro: string;
  sections: PageSection[];
}

export interface AboutContent {
  intro: string;
  sections: PageSection[];
  /** Short promises shown as cards. */
  values: { title: string; text: string }[];
}

export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqContent {
  categories: { id: string; title: string; items: FaqItem[] }[];
}

export interface PageContents {
  about: AboutContent;
  faq: FaqContent;
  terms: LegalContent;
  privacy: LegalContent;
}
export type PageName = keyof PageContents;

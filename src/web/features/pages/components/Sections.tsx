import type { PageSection } from '../types';

/** Anchor of a section, for the table of contents. */
export const sectionId = (index: number) => `section-${index + 1}`;

/** The titled parts of a static page: paragraphs, then a list when there is one. */
export function Sections({ sections }: { sections: PageSection[] }) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section, i) => (
        <section
          key={section.title}
          id={sectionId(i)}
          aria-labelledby={`${sectionId(i)}-title`}
          className="scroll-mt-24"
        >
          <h2 id={`${sectionId(i)}-title`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-primary">
              {section.bullets.map((b) => (
                <li key={b.slice(0, 40)}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

import { mdiClockOutline, mdiEmailOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import { ContactForm } from '../features/pages/components/ContactForm';
import { PageHeader } from '../features/pages/components/PageHeader';
import { i18nHandle } from '../lib/i18n';
import { pageMeta, translate } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { Icon } from '../ui/Icon';
import type { Route } from './+types/contact';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('forms', 'pages');

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.contact.title'), translate(matches, 'pages.contact.description'));

/** Contact (spec §2): the form, posted to the API, and the office's address, phone and hours. */
export default function Contact() {
  const { t } = useTranslation();
  const phone = t('footer.phone');
  const email = t('footer.email');
  const details = [
    { icon: mdiMapMarkerOutline, label: t('pages.contact.addressLabel'), value: t('footer.address') },
    {
      icon: mdiPhoneOutline,
      label: t('pages.contact.phoneLabel'),
      value: phone,
      href: `tel:${phone.replace(/\s/g, '')}`,
    },
    { icon: mdiEmailOutline, label: t('pages.contact.emailLabel'), value: email, href: `mailto:${email}` },
    { icon: mdiClockOutline, label: t('pages.contact.hoursLabel'), value: t('pages.contact.hours') },
  ];
  return (
    <>
      <PageHeader title={t('pages.contact.title')} intro={t('pages.contact.intro')} />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 md:grid-cols-[1fr_260px]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-xl bg-surface p-5 shadow-card md:p-6"
        >
          <h2 id="contact-form-title" className="mb-5 text-xl font-semibold">
            {t('pages.contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="mb-4 text-lg font-semibold">
            {t('pages.contact.detailsTitle')}
          </h2>
          <dl className="flex flex-col gap-4">
            {details.map((d) => (
              // A group of a description list holds only its term and description: the icon
              // goes in the term, the description is indented under the label.
              <div key={d.label}>
                <dt className="flex items-center gap-3 text-sm text-muted">
                  <Icon path={d.icon} size={22} className="shrink-0 text-primary" />
                  {d.label}
                </dt>
                <dd className="pl-[34px] font-medium">
                  {d.href ? (
                    <a href={d.href} className="text-primary hover:underline">
                      {d.value}
                    </a>
                  ) : (
                    d.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}

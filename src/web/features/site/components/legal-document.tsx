import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import '@web/i18n/namespaces/site-legal';
import { PrivacyFacts } from './privacy-facts';

export interface LegalSection {
  heading: string;
  body?: readonly string[];
  list?: readonly string[];
  terms?: readonly { term: string; text: string }[];
  note?: string;
  email?: string;
  /** Facts of this deployment, filled in at run time (the privacy officer, where data is hosted). */
  facts?: 'officer' | 'hosting';
}

/** Both policies carry the same effective date; keep the machine-readable form next to the renderer. */
const EFFECTIVE_DATE_ISO = '2023-05-12';

/**
 * Terms and Privacy share one layout: h1, effective date, a contents list, then one h2 per
 * section. The copy comes from the site catalogue so a fr-CA version only needs new strings.
 */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('site');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as readonly LegalSection[];
  const anchor = (index: number) => `${doc}-${index + 1}`;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-slate-200 pb-6">
        <PageTitle title={t(`${doc}.title`)} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" />
        <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
          {t('shared.lastUpdated')} <time dateTime={EFFECTIVE_DATE_ISO}>{t(`${doc}.date`)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${doc}.intro`)}</p>
      </header>

      <nav aria-label={t('shared.contents')} className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <p className="text-sm font-semibold text-slate-900">{t('shared.contents')}</p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.heading} className="marker:text-slate-500">
              <Link to={{ hash: anchor(i) }} className="rounded text-brand-700 hover:text-brand-900 hover:underline">
                {section.heading}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={anchor(i)}>
            <h2 id={anchor(i)} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {section.body?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
              {section.terms && (
                <ul className="space-y-3">
                  {section.terms.map((item) => (
                    <li key={item.term} className="border-l-4 border-brand-200 pl-4">
                      <strong className="block font-semibold text-slate-900">{item.term}</strong>
                      <span className="mt-0.5 block">{item.text}</span>
                    </li>
                  ))}
                </ul>
              )}
              {section.list && (
                <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.note && <p className="rounded-md bg-slate-100 p-4 text-slate-700">{section.note}</p>}
              {section.facts && <PrivacyFacts kind={section.facts} />}
              {section.email && (
                <address className="not-italic">
                  <a href={`mailto:${section.email}`} className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {section.email}
                  </a>
                </address>
              )}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

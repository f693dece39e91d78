import { ChevronDown, Mail, MapPin, PhoneCall } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import { Card } from '@web/components/ui/card';
import '@web/i18n/namespaces/site-contact';
import { paths } from '@web/lib/paths';

export function ContactPage() {
  const { t } = useTranslation('site');
  const email = t('contact.email.address');
  const account = t('contact.faq.account', { returnObjects: true });
  const faqs = [
    { key: 'account', ...account, link: { to: paths.auth, label: account.link } },
    { key: 'cost', ...t('contact.faq.cost', { returnObjects: true }), link: undefined },
    { key: 'technical', ...t('contact.faq.technical', { returnObjects: true }), link: undefined },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <PageTitle title={t('contact.title')} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" />
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('contact.lead')}</p>
      </header>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Card className="p-6">
          <Mail className="h-6 w-6 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('contact.email.heading')}</h2>
          <p className="mt-1 text-slate-600">{t('contact.email.body')}</p>
          <a
            href={`mailto:${email}`}
            className="mt-2 inline-block rounded font-medium break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {email}
          </a>
        </Card>
        <Card className="p-6">
          <MapPin className="h-6 w-6 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('contact.location.heading')}</h2>
          <p className="mt-1 font-medium text-slate-900" data-testid="contact-location">
            {t('contact.location.body')}
          </p>
          <p className="mt-1 text-slate-600">{t('contact.location.detail')}</p>
        </Card>
      </div>

      <div className="mt-4 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <PhoneCall className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('contact.urgent.heading')}</h2>
          <p className="mt-1 text-sm">{t('contact.urgent.body')}</p>
        </div>
      </div>

      <section aria-labelledby="faq" className="mt-12">
        <h2 id="faq" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('contact.faq.heading')}
        </h2>
        <div className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {faqs.map((faq) => (
            <details key={faq.key} className="group" data-testid={`faq-${faq.key}`}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <div className="px-5 pb-5 leading-relaxed text-slate-700">
                <p>{faq.answer}</p>
                {faq.link && (
                  <Link to={faq.link.to} className="mt-3 inline-block rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {faq.link.label}
                  </Link>
                )}
              </div>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

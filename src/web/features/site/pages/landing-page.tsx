import {
  ArrowRight,
  Bookmark,
  ClipboardList,
  Clock,
  FileText,
  ListChecks,
  MapPin,
  ReceiptText,
  Search,
  Siren,
  Sparkles,
  Timer,
} from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/site';
import { paths } from '@web/lib/paths';
import { type Feature, FeatureList } from '../components/feature-list';
import { SampleClinicCard } from '../components/sample-clinic-card';

const sectionHeading = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
// Calls to action may wrap: some are long in French, and a 360 px screen must not scroll sideways.
const cta = 'h-auto min-h-12 py-2.5 text-center whitespace-normal';

export function LandingPage() {
  const { t } = useTranslation('site');

  const gpFeatures: Feature[] = [
    { key: 'search', icon: Search, ...t('landing.gp.features.search', { returnObjects: true }) },
    { key: 'waits', icon: Clock, ...t('landing.gp.features.waits', { returnObjects: true }) },
    { key: 'emergencies', icon: Siren, ...t('landing.gp.features.emergencies', { returnObjects: true }) },
    { key: 'instructions', icon: FileText, ...t('landing.gp.features.instructions', { returnObjects: true }) },
    { key: 'favourites', icon: Bookmark, ...t('landing.gp.features.favourites', { returnObjects: true }) },
  ];
  const clinicFeatures: Feature[] = [
    { key: 'services', icon: ListChecks, ...t('landing.clinics.features.services', { returnObjects: true }) },
    { key: 'waits', icon: Timer, ...t('landing.clinics.features.waits', { returnObjects: true }) },
    { key: 'prices', icon: ReceiptText, ...t('landing.clinics.features.prices', { returnObjects: true }) },
    { key: 'instructions', icon: ClipboardList, ...t('landing.clinics.features.instructions', { returnObjects: true }) },
  ];

  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16 lg:py-24">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden />
              {t('landing.eyebrow')}
            </p>
            <PageTitle
              title={t('landing.documentTitle')}
              className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl"
            >
              {t('landing.title')}
            </PageTitle>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{t('landing.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className={cta}>
                <Link to={paths.register('vet')}>
                  <Search className="h-5 w-5" aria-hidden />
                  {t('landing.findSpecialist')}
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary" className={cta}>
                <Link to={paths.register('clinic')}>{t('landing.joinClinic')}</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-slate-600">{t('landing.heroNote')}</p>
          </div>
          <SampleClinicCard />
        </div>
      </section>

      <section aria-labelledby="for-vets" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="max-w-3xl">
            <h2 id="for-vets" className={sectionHeading}>
              {t('landing.gp.heading')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('landing.gp.intro')}</p>
          </div>
          <FeatureList items={gpFeatures} className="mt-10 gap-8 lg:grid-cols-3" />
          <Button asChild size="lg" className={`mt-12 ${cta}`}>
            <Link to={paths.register('vet')}>
              {t('landing.gp.cta')}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="for-clinics" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <h2 id="for-clinics" className={sectionHeading}>
              {t('landing.clinics.heading')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('landing.clinics.intro')}</p>
            <Button asChild size="lg" className={`mt-8 ${cta}`}>
              <Link to={paths.register('clinic')}>
                {t('landing.clinics.cta')}
                <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
            </Button>
          </div>
          <FeatureList items={clinicFeatures} className="gap-8" />
        </div>
      </section>

      <section aria-labelledby="beta" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:py-14 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-3xl gap-4">
            <Sparkles className="mt-1 h-7 w-7 shrink-0 text-brand-200" aria-hidden />
            <div>
              <h2 id="beta" className="text-2xl font-bold tracking-tight">
                {t('landing.beta.heading')}
              </h2>
              <p className="mt-2 text-lg leading-relaxed text-brand-50">{t('landing.beta.body')}</p>
            </div>
          </div>
          <Button asChild size="lg" variant="secondary" className={`self-start focus-visible:outline-white md:self-center ${cta}`}>
            <Link to={paths.contact}>{t('landing.beta.cta')}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="get-started" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="get-started" className={sectionHeading}>
            {t('landing.final.heading')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t('landing.final.body')}</p>
          <Button asChild size="lg" className={`mt-8 ${cta}`}>
            <Link to={paths.auth}>{t('landing.final.cta')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

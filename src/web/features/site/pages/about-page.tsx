import { Building2, Code, Compass, Headset, MessagesSquare, Stethoscope, Target } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import '@web/i18n/namespaces/site-about';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { type Feature, FeatureList } from '../components/feature-list';

const sectionHeading = 'text-2xl font-bold tracking-tight text-slate-900';
/** Long role labels must wrap rather than push a 360 px screen sideways. */
const wrapping = 'h-auto min-h-12 whitespace-normal py-3 text-center';

export function AboutPage() {
  const { t } = useTranslation('site');

  const purpose = [
    { key: 'mission', icon: Target, ...t('about.mission', { returnObjects: true }) },
    { key: 'vision', icon: Compass, ...t('about.vision', { returnObjects: true }) },
  ];
  const how = [
    { key: 'gps', icon: Stethoscope, ...t('about.how.gps', { returnObjects: true }) },
    { key: 'clinics', icon: Building2, ...t('about.how.clinics', { returnObjects: true }) },
    { key: 'communication', icon: MessagesSquare, ...t('about.how.communication', { returnObjects: true }) },
  ];
  const team: Feature[] = [
    { key: 'vets', icon: Stethoscope, ...t('about.team.roles.vets', { returnObjects: true }) },
    { key: 'engineers', icon: Code, ...t('about.team.roles.engineers', { returnObjects: true }) },
    { key: 'support', icon: Headset, ...t('about.team.roles.support', { returnObjects: true }) },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <PageTitle title={t('about.title')} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" />
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.lead')}</p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {purpose.map(({ key, icon: Icon, heading, body }) => (
          <section key={key} aria-labelledby={`about-${key}`} className="rounded-lg border-l-4 border-brand-600 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden />
              <h2 id={`about-${key}`} className="text-xl font-semibold text-slate-900">
                {heading}
              </h2>
            </div>
            <p className="mt-3 leading-relaxed text-slate-700">{body}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="about-how" className="mt-14">
        <h2 id="about-how" className={sectionHeading}>
          {t('about.how.heading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {how.map(({ key, icon: Icon, title, body }) => (
            <li key={key}>
              <Card className="h-full p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-14">
        <div className="max-w-3xl">
          <h2 id="about-team" className={sectionHeading}>
            {t('about.team.heading')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('about.team.intro')}</p>
        </div>
        <FeatureList items={team} className="mt-8 gap-8 lg:grid-cols-3" />
      </section>

      <section aria-labelledby="about-join" className="mt-14 rounded-xl bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h2 id="about-join" className="text-2xl font-bold tracking-tight">
          {t('about.join.heading')}
        </h2>
        <p className="mt-2 text-lg text-brand-50">{t('about.join.body')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg" className={cn(wrapping, 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white')}>
            <Link to={paths.register('vet')}>{t('shared.registerVet')}</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className={cn(wrapping, 'border border-white/70 text-white hover:bg-brand-700 focus-visible:outline-white')}
          >
            <Link to={paths.register('clinic')}>{t('shared.registerClinic')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

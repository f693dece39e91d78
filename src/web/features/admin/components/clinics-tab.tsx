import { useEffect, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Card } from '@web/components/ui/card';
import '@web/i18n/namespaces/admin';
import { ClinicDetails } from './clinic-details';
import { ClinicList } from './clinic-list';

/**
 * The Hospitals tab: the clinic list (with search and create) beside the selected clinic's details. The
 * details are keyed by clinic, so edit mode, specialty edit mode and pricing forms reset on a new selection.
 */
export function ClinicsTab() {
  const { t } = useTranslation('admin');
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (selected === null) return;
    // On narrow screens the details sit below the list: bring them into view.
    if (window.matchMedia('(max-width: 1023px)').matches) document.getElementById('clinic-details')?.scrollIntoView({ block: 'start' });
  }, [selected]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <ClinicList selected={selected} onSelect={setSelected} />
      <div id="clinic-details" className="scroll-mt-4">
        {selected === null ? (
          <Card className="p-8 text-center text-slate-600">{t('hospitals.selectPrompt')}</Card>
        ) : (
          <ClinicDetails key={selected} id={selected} onDeleted={() => setSelected(null)} />
        )}
      </div>
    </div>
  );
}

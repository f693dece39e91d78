import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import '@web/i18n/namespaces/admin';
import { HospitalDetails } from './hospital-details';
import { HospitalList } from './hospital-list';

/**
 * Hospitals tab: the list (with search and create) beside the selected hospital's details. The details
 * are keyed by hospital, so its edit mode, specialty edit mode and pricing forms reset on a new selection.
 */
export function HospitalsTab() {
  const { t } = useTranslation('admin');
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (selected === null) return;
    // On narrow screens the details sit below the list: bring them into view.
    if (window.matchMedia('(max-width: 1023px)').matches) document.getElementById('hospital-details')?.scrollIntoView({ block: 'start' });
  }, [selected]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <HospitalList selected={selected} onSelect={setSelected} />
      <div id="hospital-details" className="scroll-mt-4">
        {selected === null ? (
          <Card className="p-8 text-center text-slate-600">{t('hospitals.selectPrompt')}</Card>
        ) : (
          <HospitalDetails key={selected} id={selected} onDeleted={() => setSelected(null)} />
        )}
      </div>
    </div>
  );
}

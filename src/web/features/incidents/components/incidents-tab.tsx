import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Incident } from '@shared/contracts/incidents';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ScrollTable, Td } from '@web/components/ui/scroll-table';
import { Spinner } from '@web/components/ui/spinner';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';
import { INCIDENTS_CSV_URL, useIncidents } from '../api/incidents';
import { IncidentForm } from './incident-form';

/**
 * The register of confidentiality incidents (issue 23, docs/decisions/107): what happened, to whose
 * information, whether there is a risk of serious injury and who was notified; exported as CSV.
 */
export function IncidentsTab() {
  const { t } = useTranslation('admin');
  const incidents = useIncidents();
  const [editing, setEditing] = useState<Incident | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <SectionCard
      title={t('incidents.title')}
      description={t('incidents.description')}
      contentClassName="space-y-4"
      action={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('incidents.create')}
          </Button>
          <Button size="sm" variant="secondary" asChild>
            <a href={INCIDENTS_CSV_URL} download>
              <Download className="h-4 w-4" aria-hidden />
              {t('incidents.export')}
            </a>
          </Button>
        </div>
      }
    >
      {incidents.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('incidents.failed')} {errorText(incidents.error)}
        </p>
      ) : !incidents.data ? (
        <Spinner label={t('incidents.loading')} />
      ) : incidents.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600" role="status">
          {t('incidents.empty')}
        </p>
      ) : (
        <ScrollTable
          caption={t('incidents.caption')}
          head={[t('incidents.fields.known_on'), t('incidents.fields.description'), t('incidents.risk'), t('incidents.notices'), t('incidents.keepUntil'), '']}
          minWidth="min-w-[48rem]"
        >
          {incidents.data.items.map((i) => (
            <tr key={i.id} data-testid="incident-row">
              <Td className="px-3 py-2 align-top whitespace-nowrap">{i.known_on}</Td>
              <Td className="px-3 py-2 align-top break-words whitespace-pre-line">{i.description}</Td>
              <Td>{i.serious_risk ? t('incidents.yes') : t('incidents.no')}</Td>
              <Td className="px-3 py-2 align-top text-slate-700">
                <span className="block">{t('incidents.commission', { date: i.commission_notified_on ?? '—' })}</span>
                <span className="block">{t('incidents.persons', { date: i.persons_notified_on ?? '—' })}</span>
              </Td>
              <Td className="px-3 py-2 align-top whitespace-nowrap">{i.keep_until}</Td>
              <Td>
                <Button size="sm" variant="secondary" onClick={() => setEditing(i)} aria-label={t('incidents.editOf', { date: i.known_on })}>
                  {t('incidents.edit')}
                </Button>
              </Td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{editing === 'new' ? t('incidents.createTitle') : t('incidents.editTitle')}</DialogTitle>
          <DialogDescription>{t('incidents.formHint')}</DialogDescription>
          <div className="mt-4">{editing !== null && <IncidentForm incident={editing === 'new' ? undefined : editing} onDone={close} onCancel={close} />}</div>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}

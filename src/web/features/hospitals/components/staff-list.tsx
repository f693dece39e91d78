import { UserRound } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import type { StaffMember } from '@shared/contracts/hospitals';
import { StaffDetails } from '@web/components/staff-details';
import '@web/i18n/namespaces/hospitals';

/** Staff tab: photo (or a placeholder icon), name, title, specialty badges and bio. */
export function StaffList({ staff }: { staff: StaffMember[] }) {
  const { t } = useTranslation('hospitals');
  if (staff.length === 0) return <p className="text-slate-600">{t('internal.staffEmpty')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {staff.map((m) => (
        <li key={m.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="staff-member">
          {m.image_url ? (
            <img
              src={m.image_url}
              alt={t('internal.staffPhotoAlt', { name: m.name })}
              className="h-16 w-16 shrink-0 rounded-full object-cover"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
              <UserRound className="h-8 w-8" />
            </div>
          )}
          <StaffDetails member={m} />
        </li>
      ))}
    </ul>
  );
}

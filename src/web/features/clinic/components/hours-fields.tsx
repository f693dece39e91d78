import { useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { WEEKDAYS, type WeeklyHours } from '@shared/contracts/fields';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import '@web/i18n/namespaces/clinic';
import '@web/i18n/namespaces/hospitals';
import { validationText } from '@web/i18n/namespaces/validation';

/** What "We list our hours" starts from: weekdays 8 to 6, the weekend closed; the clinic edits it. */
const STARTING_WEEK: WeeklyHours = [...WEEKDAYS.slice(0, 5).map(() => ({ open: '08:00', close: '18:00' })), null, null];

/**
 * The listing's opening hours (issue 21): either not listed, or a time range or "closed" for each day.
 * Not listing them is a choice the screens show as "Hours not listed — call the clinic".
 */
export function HoursFields({ value, onChange, error }: { value: WeeklyHours | null | undefined; onChange: (v: WeeklyHours | null) => void; error?: string }) {
  const { t } = useTranslation('clinic');
  const { t: th } = useTranslation('hospitals');
  const id = useId();
  const week = value ?? null;
  const setDay = (i: number, day: WeeklyHours[number]) => onChange(week!.map((d, j) => (j === i ? day : d)));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="hours-fields">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('hours.legend')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-listed`} checked={week !== null} onCheckedChange={(on) => onChange(on === true ? STARTING_WEEK : null)} />
        <Label htmlFor={`${id}-listed`}>{t('hours.listed')}</Label>
      </div>
      {week === null ? (
        <p className="text-sm text-slate-600">{t('hours.notListedHint')}</p>
      ) : (
        <ul className="space-y-2">
          {WEEKDAYS.map((day, i) => {
            const hours = week[i] ?? null;
            const name = th(`stated.days.${day}`);
            return (
              <li key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 sm:grid-cols-[7rem_auto_1fr]">
                <span className="text-sm font-medium capitalize">{name}</span>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${day}-closed`}
                    checked={hours === null}
                    onCheckedChange={(closed) => setDay(i, closed === true ? null : { open: '08:00', close: '18:00' })}
                  />
                  <Label htmlFor={`${id}-${day}-closed`} className="font-normal">
                    {th('stated.closed')}
                  </Label>
                </div>
                {hours && (
                  <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={t('hours.opens', { day: name })}
                      value={hours.open}
                      onChange={(e) => setDay(i, { ...hours, open: e.target.value })}
                    />
                    <span aria-hidden>–</span>
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={t('hours.closes', { day: name })}
                      value={hours.close}
                      onChange={(e) => setDay(i, { ...hours, close: e.target.value })}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {validationText(error)}
        </p>
      )}
    </fieldset>
  );
}

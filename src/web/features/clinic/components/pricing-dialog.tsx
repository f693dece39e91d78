import type { Pricing } from '@shared/contracts/hospitals';
import type { ClinicTarget } from '../api/target';
import { FormDialog } from './form-dialog';
import { usePricingCopy } from './pricing-copy';
import { PricingForm } from './pricing-form';

/** The pricing form in a dialog ('Add a quote' / 'Edit quote' on the clinic dashboard). `pricing` null adds one. */
export function PricingDialog({
  target,
  open,
  onOpenChange,
  pricing,
}: {
  target: ClinicTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pricing: Pricing | null;
}) {
  const copy = usePricingCopy(target);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={pricing ? copy.titleEdit : copy.titleNew} description={copy.dialogDescription}>
      {/* Mounted only while open, so each opening starts from the saved pricing. */}
      <PricingForm target={target} pricing={pricing} layout="dialog" onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

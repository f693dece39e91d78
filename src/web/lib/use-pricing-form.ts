import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PricingBody, type PricingInput, pricingBody } from '@shared/contracts/clinic';
import type { Pricing } from '@shared/contracts/hospitals';

/**
 * The quote form of SPEC §5, used by the clinic's own quote dialog and by the admin's pricing form:
 * one schema (the server's), prefilled from the quote being edited or empty for a new one.
 */
export function usePricingForm(pricing: Pricing | null | undefined) {
  return useForm<PricingInput, unknown, PricingBody>({
    resolver: zodResolver(pricingBody),
    defaultValues: {
      procedure_name: pricing?.procedure_name ?? '',
      price_range: pricing?.price_range ?? '',
      description: pricing?.description ?? '',
      specialty_id: pricing?.specialty_id ?? null,
    },
  });
}

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Specialty } from '@shared/contracts/catalogue';
import type { Pricing } from '@shared/contracts/hospitals';
import { expectErrorToast, renderInApp, stubFetch } from '@web/lib/testing/render';
import { adminClinic, ownClinic } from '../api/target';
import { PricingDialog } from './pricing-dialog';
import { PricingForm } from './pricing-form';

const echocardiogram: Pricing = {
  id: 4,
  clinic_id: 9,
  specialty_id: null,
  procedure_name: 'Echocardiogram',
  price_range: '$700–$950',
  description: null,
  updated_at: '2026-03-02T15:00:00.000Z',
};
const specialties: Specialty[] = [
  { id: 1, name: 'Cardiology', display_order: 1, is_active: true },
  { id: 2, name: 'Oncology', display_order: 2, is_active: true },
];

/** The pricing the server answers with: what was sent, with an id. */
const saved = (body: unknown) => ({ body: { id: 4, clinic_id: 9, ...(body as object) } });

describe('PricingDialog (the clinic’s own quotes)', () => {
  it('shows the shared schema’s messages on an empty or too-short submit and sends nothing', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<PricingDialog target={ownClinic} open onOpenChange={() => {}} pricing={null} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a quote' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add quote' }));
    expect(await within(dialog).findByText('Procedure name is required')).toBeTruthy();
    expect(within(dialog).getByText('Price range is required')).toBeTruthy();

    // At least two characters (SPEC §5).
    await app.user.type(within(dialog).getByLabelText('Procedure name *'), 'X');
    await app.user.type(within(dialog).getByLabelText('Price range *'), '$400');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add quote' }));
    expect(await within(dialog).findByText('Procedure name is required')).toBeTruthy();
    expect(within(dialog).queryByText('Price range is required')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('adds a quote with POST /api/pricings, says so and closes', async () => {
    const { sent } = stubFetch(({ body }) => saved(body));
    const onOpenChange = vi.fn();
    const app = renderInApp(<PricingDialog target={ownClinic} open onOpenChange={onOpenChange} pricing={null} />);
    await app.user.type(screen.getByLabelText('Procedure name *'), 'Holter monitor');
    await app.user.type(screen.getByLabelText('Price range *'), '$400–$600');
    await app.user.click(screen.getByRole('button', { name: 'Add quote' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/pricings',
      body: { procedure_name: 'Holter monitor', price_range: '$400–$600', description: null, specialty_id: null },
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Quote added');
  });

  it('saves an edit with PATCH /api/pricings/{id}', async () => {
    const { sent } = stubFetch(({ body }) => saved(body));
    const app = renderInApp(<PricingDialog target={ownClinic} open onOpenChange={() => {}} pricing={echocardiogram} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit quote' });
    expect((within(dialog).getByLabelText('Procedure name *') as HTMLInputElement).value).toBe('Echocardiogram');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Includes the report');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save quote' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('PATCH');
    expect(sent[0]!.url).toBe('/api/pricings/4');
    expect(sent[0]!.body).toMatchObject({ procedure_name: 'Echocardiogram', description: 'Includes the report' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Quote updated');
  });

  it('a refused save is toasted with the clinic’s SPEC §8 title and the server’s words, and the dialog stays open', async () => {
    stubFetch(() => ({ status: 409, body: { message: 'Set up your clinic profile first.', code: 'CONFLICT' } }));
    const onOpenChange = vi.fn();
    const app = renderInApp(<PricingDialog target={ownClinic} open onOpenChange={onOpenChange} pricing={null} />);
    await app.user.type(screen.getByLabelText('Procedure name *'), 'Holter monitor');
    await app.user.type(screen.getByLabelText('Price range *'), '$400–$600');
    await app.user.click(screen.getByRole('button', { name: 'Add quote' }));

    await expectErrorToast('Failed to add pricing', 'Set up your clinic profile first.');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add a quote' })).toBeTruthy();
  });
});

describe('PricingForm inline (an admin editing clinic 9)', () => {
  it('adds a pricing under /api/admin/clinics/9/pricings, naming the clinic and the chosen specialty', async () => {
    const { sent } = stubFetch(({ body }) => saved(body));
    const onDone = vi.fn();
    const app = renderInApp(<PricingForm target={adminClinic(9)} pricing={null} specialties={specialties} layout="inline" onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'New pricing' });
    await app.user.type(within(form).getByLabelText('Procedure name'), 'Fracture repair');
    await app.user.type(within(form).getByLabelText('Price range'), '$1,500–$2,400');
    await app.user.click(within(form).getByLabelText('Specialty'));
    await app.user.click(await screen.findByRole('option', { name: 'Oncology' }));
    await app.user.click(within(form).getByRole('button', { name: 'Save pricing' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/clinics/9/pricings',
      body: { procedure_name: 'Fracture repair', price_range: '$1,500–$2,400', description: null, specialty_id: 2, clinic_id: 9 },
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Pricing added');
  });

  it('validates with the same messages and edits through /api/admin/clinics/9/pricings/{id}', async () => {
    const { sent } = stubFetch(({ body }) => saved(body));
    const app = renderInApp(<PricingForm target={adminClinic(9)} pricing={echocardiogram} specialties={specialties} layout="inline" onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit pricing' });
    await app.user.clear(within(form).getByLabelText('Price range'));
    await app.user.click(within(form).getByRole('button', { name: 'Save pricing' }));
    expect(await within(form).findByText('Price range is required')).toBeTruthy();
    expect(sent).toEqual([]);

    await app.user.type(within(form).getByLabelText('Price range'), '$800');
    await app.user.click(within(form).getByRole('button', { name: 'Save pricing' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('PATCH');
    expect(sent[0]!.url).toBe('/api/admin/clinics/9/pricings/4');
    expect(sent[0]!.body).toMatchObject({ price_range: '$800', clinic_id: 9 });
    expect((await screen.findByTestId('toast')).textContent).toContain('Pricing saved');
  });

  it('a refused save reads Failed to Add Pricing (SPEC §8 admin title)', async () => {
    stubFetch(() => ({ status: 500, body: '' }));
    const onDone = vi.fn();
    const app = renderInApp(<PricingForm target={adminClinic(9)} pricing={null} layout="inline" onDone={onDone} />);
    await app.user.type(screen.getByLabelText('Procedure name'), 'Fracture repair');
    await app.user.type(screen.getByLabelText('Price range'), '$1,500');
    await app.user.click(screen.getByRole('button', { name: 'Save pricing' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.querySelector('[class*="font-semibold"]')?.textContent).toBe('Failed to Add Pricing');
    expect(onDone).not.toHaveBeenCalled();
  });
});

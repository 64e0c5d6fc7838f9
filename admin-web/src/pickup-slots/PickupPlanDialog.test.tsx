import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, testDataProvider, type DataProvider, type UpdateParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { PickupPlan } from '../lib/api-types';
import { PickupPlanDialog } from './PickupPlanDialog';

const plan: PickupPlan = { id: '2026-11-24', cookDate: '2026-11-24', slotMinutes: 20, maxOrdersPerSlot: 5 };

type UpdateMock = Mock<(resource: string, params: UpdateParams) => Promise<{ data: PickupPlan }>>;

function renderDialog(update: UpdateMock) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ update: update as unknown as DataProvider['update'] })} i18nProvider={i18nProvider}>
      <PickupPlanDialog state={{ open: true, plan }} onClose={onClose} onSaved={onSaved} />
      <Notification />
    </AdminContext>,
  );
  return { onSaved, onClose };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PickupPlanDialog', () => {
  it("replaces the cook date's plan with one PUT whose id is the date, says so and closes", async () => {
    const update: UpdateMock = vi.fn().mockResolvedValue({ data: { ...plan, maxOrdersPerSlot: 7 } });
    const { onSaved, onClose } = renderDialog(update);
    expect(screen.getByRole('dialog', { name: 'Pickup slots for 24 Nov 2026' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Most orders per slot/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Pickup slots saved for 24 Nov 2026');
    expect(update).toHaveBeenCalledWith(
      'pickup-plans',
      expect.objectContaining({ id: '2026-11-24', data: { slotMinutes: 20, maxOrdersPerSlot: 7 } }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason and stays open when the plan is refused", async () => {
    // react-admin logs a failed data provider call; the reason on screen is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update: UpdateMock = vi
      .fn()
      .mockRejectedValue(new HttpError('Bad Request', 400, { message: 'The most orders per slot can be at most 1000' }));
    const { onSaved, onClose } = renderDialog(update);
    fireEvent.change(screen.getByLabelText(/Most orders per slot/), { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('The most orders per slot can be at most 1000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { TiffinInvoiceButton } from './TiffinInvoiceButton';

afterEach(cleanup);

describe("a paid period's tax invoice", () => {
  it('downloads the PDF of the subscription it is on', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const downloadTiffinInvoice = vi.fn(() => Promise.resolve(pdf));
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(
      <AdminContext dataProvider={{ ...testDataProvider(), downloadTiffinInvoice }} i18nProvider={i18nProvider}>
        <TiffinInvoiceButton subscription={{ id: 7 }} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tax invoice (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(pdf));
    expect(downloadTiffinInvoice).toHaveBeenCalledWith(7);
  });
});

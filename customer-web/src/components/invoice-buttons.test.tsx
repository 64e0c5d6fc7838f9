import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { connectApiClientToSession } from '../app/api-session';
import { useAuthStore } from '../stores/auth-store';
import { useToastStore } from '../stores/toast-store';
import { InvoiceButtons } from './invoice-buttons';

// Calls carry the signed-in customer's token, as app/start.tsx arranges at start.
beforeAll(connectApiClientToSession);

const ORDER_ID = '6f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21';

describe('InvoiceButtons', () => {
  let requests: { url: string; headers: Headers }[];
  let createObjectURL: Mock<(blob: Blob) => string>;

  beforeEach(() => {
    requests = [];
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = input instanceof Request ? input.url : String(input);
        requests.push({ url, headers: new Headers(init.headers) });
        if (url.endsWith('/print'))
          return new Response('<!doctype html><h1>Tax Invoice</h1>', { headers: { 'Content-Type': 'text/html' } });
        if (url.includes('missing'))
          return new Response(JSON.stringify({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found.' }), { status: 404 });
        return new Response('%PDF-1.3', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-HK-2026-27-000123.pdf"' },
        });
      }),
    );
    createObjectURL = vi.fn(() => 'blob:invoice');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads the PDF with the token in the header, never in the address, under the name the server gives', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<InvoiceButtons order={{ id: ORDER_ID, orderRefId: 'K7M2Q9XR4TZA', status: 'PENDING' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));

    await waitFor(() => expect(clicked).toEqual(['invoice-HK-2026-27-000123.pdf']));
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(`/api/v1/orders/${ORDER_ID}/invoice`);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer customer-token');
    expect(createObjectURL.mock.calls[0][0]).toMatchObject({ type: 'application/pdf', size: 8 });
  });

  it('prints the print view from a hidden frame', async () => {
    render(<InvoiceButtons order={{ id: ORDER_ID, orderRefId: 'K7M2Q9XR4TZA', status: 'PENDING' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print invoice' }));

    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')!.srcdoc).toContain('<h1>Tax Invoice</h1>');
    expect(requests[0].url).toBe(`/api/v1/orders/${ORDER_ID}/invoice/print`);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('says so when the invoice cannot be had', async () => {
    render(<InvoiceButtons order={{ id: 'missing', orderRefId: 'K7M2Q9XR4TZA', status: 'PENDING' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('Order not found.'));
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });

  it('offers no invoice while the order waits for its online payment', () => {
    render(<InvoiceButtons order={{ id: ORDER_ID, orderRefId: 'K7M2Q9XR4TZA', status: 'AWAITING_PAYMENT' }} />);
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print invoice' })).not.toBeInTheDocument();
  });
});

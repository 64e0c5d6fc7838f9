import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_BASE } from './lib/api-paths';
import { readAdminToken } from './lib/admin-token';
import type { CopiedDrop, DashboardStats, KitchenSettings, ProductionSheet } from './lib/api-types';

export type { DashboardStats, ProductionSheet };

export interface OrdersCsvFilter {
  status?: string;
  q?: string;
  from?: string;
  to?: string;
}

function withAdminToken(options: fetchUtils.Options = {}): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, withAdminToken(options));

/** Raw fetch for bodies that are not JSON (CSV, multipart); errors carry the server's message. */
async function adminFetch(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${ADMIN_API_BASE}${path}`, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(body?.message || response.statusText, response.status, body);
  }
  return response;
}

const restProvider = simpleRestProvider(ADMIN_API_BASE, httpClient);

export const dataProvider = {
  ...restProvider,

  async getDashboard(): Promise<DashboardStats> {
    const { json } = await httpClient(`${ADMIN_API_BASE}/dashboard`);
    return json as DashboardStats;
  },

  async getProductionSheet(cookDate: string): Promise<ProductionSheet> {
    const { json } = await httpClient(`${ADMIN_API_BASE}/production?cookDate=${encodeURIComponent(cookDate)}`);
    return json as ProductionSheet;
  },

  async getKitchenSettings(): Promise<KitchenSettings> {
    const { json } = await httpClient(`${ADMIN_API_BASE}/kitchen-settings`);
    return json as KitchenSettings;
  },

  async updateKitchenSettings(changes: Partial<KitchenSettings>): Promise<KitchenSettings> {
    const { json } = await httpClient(`${ADMIN_API_BASE}/kitchen-settings`, { method: 'PUT', body: JSON.stringify(changes) });
    return json as KitchenSettings;
  },

  async copyDrop(fromDate: string, toDate: string): Promise<CopiedDrop> {
    const { json } = await httpClient(`${ADMIN_API_BASE}/drops/copy`, { method: 'POST', body: JSON.stringify({ fromDate, toDate }) });
    return json as CopiedDrop;
  },

  async exportProductionCsv(cookDate: string): Promise<Blob> {
    const response = await adminFetch(`/production?cookDate=${encodeURIComponent(cookDate)}`, { headers: { Accept: 'text/csv' } });
    return response.blob();
  },

  async uploadImage(file: File): Promise<string> {
    const form = new FormData();
    form.append('file', file);
    const response = await adminFetch('/uploads', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { url: string };
    return body.url;
  },

  async exportOrdersCsv(filter: OrdersCsvFilter): Promise<Blob> {
    const query = new URLSearchParams({
      sort: JSON.stringify(['createdAt', 'DESC']),
      filter: JSON.stringify(filter),
    });
    const response = await adminFetch(`/orders?${query.toString()}`, { headers: { Accept: 'text/csv' } });
    return response.blob();
  },

  /** One order's tax invoice (PDF), with the token in the header like every call. */
  async downloadInvoice(orderId: string): Promise<Blob> {
    const response = await adminFetch(`/orders/${encodeURIComponent(orderId)}/invoice`, { headers: { Accept: 'application/pdf' } });
    return response.blob();
  },

  /** Every order's invoice from one kitchen day to another, inclusive, in one PDF. */
  async downloadInvoices(from: string, to: string): Promise<Blob> {
    const query = new URLSearchParams({ from, to });
    const response = await adminFetch(`/invoices?${query.toString()}`, { headers: { Accept: 'application/pdf' } });
    return response.blob();
  },
} satisfies DataProvider;

export type KitchenDataProvider = typeof dataProvider;

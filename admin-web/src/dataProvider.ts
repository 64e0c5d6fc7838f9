import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_BASE } from './lib/api-paths';
import { readAdminToken, withSentToken } from './lib/admin-token';
import type { CopiedDrop, DashboardStats, KitchenSettings, ProductionSheet } from './lib/api-types';
import type { ApiKey, IssuedApiKey, NewApiKey } from './integrations/api-keys';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from './webhooks/webhooks';
import type { WhatsAppMessage, WhatsAppSettings } from './messages/whatsapp';
import type { TiffinPlanMeal } from './tiffin-plans/tiffin-text';
import type { TiffinSubscription } from './tiffin-subscriptions/tiffin-subscriptions';

export type { DashboardStats, ProductionSheet };

export interface OrdersCsvFilter {
  status?: string;
  q?: string;
  from?: string;
  to?: string;
}

function withAdminToken(token: string | null, options: fetchUtils.Options = {}): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readAdminToken();
  try {
    return await fetchUtils.fetchJson(url, withAdminToken(token, options));
  } catch (error) {
    throw withSentToken(error, token);
  }
}

/** Raw fetch for bodies that are not JSON (CSV, multipart); errors carry the server's message. */
async function adminFetch(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${ADMIN_API_BASE}${path}`, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw withSentToken(new HttpError(body?.message || response.statusText, response.status, body), token);
  }
  return response;
}

const restProvider = simpleRestProvider(ADMIN_API_BASE, httpClient);

export const dataProvider = {
  ...restProvider,

  async getDashboard(): Promise<DashboardStats> {
    const response = await httpClient(`${ADMIN_API_BASE}/dashboard`);
    return response.json as DashboardStats;
  },

  /** Without a cook date the server picks the next one (today or later) that has orders to cook, else today. */
  async getProductionSheet(cookDate?: string): Promise<ProductionSheet> {
    const query = cookDate ? `?cookDate=${encodeURIComponent(cookDate)}` : '';
    const response = await httpClient(`${ADMIN_API_BASE}/production${query}`);
    return response.json as ProductionSheet;
  },

  async getKitchenSettings(): Promise<KitchenSettings> {
    const response = await httpClient(`${ADMIN_API_BASE}/kitchen-settings`);
    return response.json as KitchenSettings;
  },

  async updateKitchenSettings(changes: Partial<KitchenSettings>): Promise<KitchenSettings> {
    const response = await httpClient(`${ADMIN_API_BASE}/kitchen-settings`, { method: 'PUT', body: JSON.stringify(changes) });
    return response.json as KitchenSettings;
  },

  async copyDrop(fromDate: string, toDate: string): Promise<CopiedDrop> {
    const response = await httpClient(`${ADMIN_API_BASE}/drops/copy`, { method: 'POST', body: JSON.stringify({ fromDate, toDate }) });
    return response.json as CopiedDrop;
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

  /** Kept out of react-admin's create() and its cache: the answer carries the key's secret, shown once. */
  async createApiKey(input: NewApiKey): Promise<IssuedApiKey> {
    const response = await httpClient(`${ADMIN_API_BASE}/api-keys`, { method: 'POST', body: JSON.stringify(input) });
    return response.json as IssuedApiKey;
  },

  async rotateApiKey(id: ApiKey['id'], graceMinutes: number): Promise<IssuedApiKey> {
    const response = await httpClient(`${ADMIN_API_BASE}/api-keys/${id}/rotate`, {
      method: 'POST',
      body: JSON.stringify({ graceMinutes }),
    });
    return response.json as IssuedApiKey;
  },

  async revokeApiKey(id: ApiKey['id']): Promise<ApiKey> {
    const response = await httpClient(`${ADMIN_API_BASE}/api-keys/${id}/revoke`, { method: 'POST' });
    return response.json as ApiKey;
  },

  /** Kept out of react-admin's create() and its cache: the answer carries the endpoint's signing secret, shown once. */
  async createWebhook(input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
    const response = await httpClient(`${ADMIN_API_BASE}/webhooks`, { method: 'POST', body: JSON.stringify(input) });
    return response.json as CreatedWebhookEndpoint;
  },

  /** Queues again every event the endpoint was sent from `since` (an ISO instant) on; answers how many. */
  async replayWebhook(id: WebhookEndpoint['id'], since: string): Promise<number> {
    const response = await httpClient(`${ADMIN_API_BASE}/webhooks/${id}/replay`, { method: 'POST', body: JSON.stringify({ since }) });
    return (response.json as { queued: number }).queued;
  },

  /** The delivery's event once more, as a new delivery (answered). */
  async resendWebhookDelivery(id: WebhookDelivery['id']): Promise<WebhookDelivery> {
    const response = await httpClient(`${ADMIN_API_BASE}/webhook-deliveries/${id}/resend`, { method: 'POST' });
    return response.json as WebhookDelivery;
  },

  /** The auto-reply text and how many customers have WhatsApp on. */
  async getWhatsAppSettings(): Promise<WhatsAppSettings> {
    const response = await httpClient(`${ADMIN_API_BASE}/whatsapp/settings`);
    return response.json as WhatsAppSettings;
  },

  async updateWhatsAppSettings(autoReply: string): Promise<WhatsAppSettings> {
    const response = await httpClient(`${ADMIN_API_BASE}/whatsapp/settings`, { method: 'PUT', body: JSON.stringify({ autoReply }) });
    return response.json as WhatsAppSettings;
  },

  /** Free text to the customer; refused (409) once 24 hours have passed since the customer last wrote. */
  async replyOnWhatsApp(phone: string, text: string): Promise<WhatsAppMessage> {
    const response = await httpClient(`${ADMIN_API_BASE}/whatsapp/conversations/${encodeURIComponent(phone)}/replies`, {
      method: 'POST',
      body: JSON.stringify({ text }),
    });
    return response.json as WhatsAppMessage;
  },

  /** The dish a tiffin plan serves on each coming cook date that has one (today on), with the meals holding its portions. */
  async getTiffinPlanMeals(planId: number): Promise<TiffinPlanMeal[]> {
    const response = await httpClient(`${ADMIN_API_BASE}/tiffin-plans/${planId}/meals`);
    return response.json as TiffinPlanMeal[];
  },

  /** Which schedule (dish of that date) a tiffin plan serves on a cook date; refused once meals hold another's portions. */
  async setTiffinPlanMeal(planId: number, cookDate: string, scheduleId: number): Promise<TiffinPlanMeal> {
    const response = await httpClient(`${ADMIN_API_BASE}/tiffin-plans/${planId}/meals/${encodeURIComponent(cookDate)}`, {
      method: 'PUT',
      body: JSON.stringify({ scheduleId }),
    });
    return response.json as TiffinPlanMeal;
  },

  /** A period's prepayment the kitchen received by hand (cash, UPI to its own account): exactly the period's price, once. */
  async recordTiffinPayment(id: number, amount: number): Promise<TiffinSubscription> {
    const response = await httpClient(`${ADMIN_API_BASE}/tiffin-subscriptions/${id}/payment`, {
      method: 'POST',
      body: JSON.stringify({ amount }),
    });
    return response.json as TiffinSubscription;
  },

  /** The tax invoice of a tiffin period's payment (PDF). */
  async downloadTiffinInvoice(id: number): Promise<Blob> {
    const response = await adminFetch(`/tiffin-subscriptions/${id}/invoice`, { headers: { Accept: 'application/pdf' } });
    return response.blob();
  },
} satisfies DataProvider;

export type KitchenDataProvider = typeof dataProvider;

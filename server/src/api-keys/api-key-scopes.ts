/**
 * What an API key may do: one scope per admin resource and verb. A route names its resource (AdminOnly('orders'));
 * reading it (GET) needs `<resource>:read`, anything else `<resource>:write`.
 */
export const API_RESOURCES = {
  menu: 'Dishes, cook dates, drops, pickup plans and dish photos',
  orders: 'Orders, their status, refunds and invoices',
  customers: 'Customers and who waits for a sold-out dish',
  reviews: 'Customer reviews',
  promotions: 'Promotion codes',
  settings: "The kitchen's details and settings",
  reports: 'Dashboard, production sheet and exports',
  keys: 'API keys themselves (a key grants only scopes it holds)',
  webhooks: 'Webhook endpoints, their delivery log, Resend and Replay',
} as const;

export type ApiResource = keyof typeof API_RESOURCES;
export type ApiVerb = 'read' | 'write';
export type ApiScope = `${ApiResource}:${ApiVerb}`;

export const API_SCOPES: ApiScope[] = (Object.keys(API_RESOURCES) as ApiResource[]).flatMap((resource) => [
  `${resource}:read` as const,
  `${resource}:write` as const,
]);

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as string[]).includes(value);
}

/** The scope a request to a route of `resource` needs: GET and HEAD read, every other method writes. */
export function scopeFor(resource: ApiResource, httpMethod: string): ApiScope {
  return `${resource}:${httpMethod === 'GET' || httpMethod === 'HEAD' ? 'read' : 'write'}`;
}

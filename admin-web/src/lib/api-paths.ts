import { API_BASE } from '@home-kitchen/api';

export const ADMIN_API_BASE = `${API_BASE}/admin`;
/** Where the server mounts the console; the router's basename. */
export const CONSOLE_BASE = '/admin';

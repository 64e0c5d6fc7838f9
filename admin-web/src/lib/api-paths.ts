export const API_BASE = '/api/v1';
export const ADMIN_API_BASE = `${API_BASE}/admin`;
/** Where the server mounts the console; the router's basename. */
export const CONSOLE_BASE = '/admin';

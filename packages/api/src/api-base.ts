/** Where the server answers the API, on the origin that serves both apps (docs/api.md). */
export const API_BASE = '/api/v1';

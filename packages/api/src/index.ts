export type { components, operations, paths } from './openapi.gen';
export type { Schemas } from './schemas';
export { API_BASE } from './api-base';
export { DEFAULT_KITCHEN_TIME_ZONE } from './kitchen-time-zone';
export { formatPhone } from './phone';
export { formatRupees } from './rupees';

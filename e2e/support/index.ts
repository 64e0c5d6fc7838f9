export { launchBrowser, screenshot, chromiumPath } from './browser';
export { startSite, E2E_ADMIN } from './site';
export type { Site, ApiResponse } from './site';

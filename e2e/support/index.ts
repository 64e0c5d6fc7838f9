export { launchBrowser, screenshot, chromiumPath, CHROMIUM_ARGS } from './browser';
export { startSite, E2E_ADMIN } from './site';
export type { Site, ApiResponse } from './site';
export { appHolds, horizontalOverflow, seriousAccessibilityViolations, PHONE, LAPTOP } from './page-checks';
export type { AxeViolation } from './page-checks';
export { customerDist, entryScript, firstLoadScripts } from './customer-build';

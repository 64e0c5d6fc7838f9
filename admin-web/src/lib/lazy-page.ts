import { lazy, type ComponentType } from 'react';

/**
 * Pages load on demand so the first load stays within the bundle budget;
 * AdminLayout's Suspense boundary shows a spinner meanwhile.
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  return lazy(load);
}

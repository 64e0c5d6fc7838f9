import { Injectable } from '@nestjs/common';

export type CatalogueListener = () => void;

/**
 * The one signal that what customers see in the menu may have changed: dishes, schedules, stock or
 * reviews. Writers announce it after committing; the public menu listens and drops its cache. It
 * lives below every module so that writers need not know who is listening (listeners run at once,
 * in the announcing call, so a reply sent after announce() never sees a stale menu).
 */
@Injectable()
export class CatalogueChanges {
  private readonly listeners = new Set<CatalogueListener>();

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  /** Returns the way to stop listening. */
  listen(listener: CatalogueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

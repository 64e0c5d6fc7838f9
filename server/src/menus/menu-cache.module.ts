import { Module } from '@nestjs/common';
import { MenuCacheService } from './menu-cache.service';

/** Its own module so schedules (below menus) can invalidate the cache without a module cycle. */
@Module({ providers: [MenuCacheService], exports: [MenuCacheService] })
export class MenuCacheModule {}

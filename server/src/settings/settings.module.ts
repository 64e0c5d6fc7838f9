import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';

/** GET /settings: the rule values clients receive instead of copying them. */
@Module({ controllers: [SettingsController] })
export class SettingsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyAdmission } from './api-key-admission';
import { ApiKeyUsage } from './api-key-usage';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ApiKey } from './api-key.entity';
import { ApiKeysService } from './api-keys.service';

/** Integrators' API keys and their scopes. Below auth, whose guard accepts a key where a route names its scope. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), RateLimitModule],
  providers: [ApiKeysService, ApiKeyUsage, ApiKeyAdmission],
  exports: [ApiKeysService, ApiKeyAdmission],
})
export class ApiKeysModule {}

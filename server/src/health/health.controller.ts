import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { DataSource } from 'typeorm';
import { ResponseMessage } from '../common/response-decorators';
import { HEALTH_ERRORS, healthError } from './health.exception';

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status!: string;

  @ApiProperty({ example: 'up' })
  database!: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ResponseMessage('Healthy')
  @ApiOperation({ summary: 'Reports whether the server and its database answer' })
  @ApiEnvelope(HealthDto)
  @ApiFailure(HEALTH_ERRORS, 'DATABASE_DOWN')
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw healthError('DATABASE_DOWN');
    }
    return { status: 'ok', database: 'up' };
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ResponseMessage } from '../common/response-decorators';
import { healthError } from './health.exception';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ResponseMessage('Healthy')
  @ApiOperation({ summary: 'Reports whether the server and its database answer' })
  @ApiOkResponse({ schema: { example: { success: true, message: 'Healthy', data: { status: 'ok', database: 'up' } } } })
  async check(): Promise<{ status: string; database: string }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw healthError('DATABASE_DOWN');
    }
    return { status: 'ok', database: 'up' };
  }
}

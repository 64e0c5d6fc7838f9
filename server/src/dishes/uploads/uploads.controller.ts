import { Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../auth/auth.decorators';
import { PlainResponse } from '../../common/response-decorators';
import { UploadedImageDto } from '../dto/menu-item-output.dto';
import { UPLOAD_FIELD, UploadsService } from './uploads.service';

@ApiTags('Admin: menus')
@Controller('admin/uploads')
@AdminOnly('menu')
@PlainResponse()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @ApiOperation({ summary: 'Upload a dish image (PNG, JPEG or WebP, at most 2 MB, type checked from the content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: 'Not multipart, no file, wrong field, empty, too large, or not a PNG/JPEG/WebP image' })
  upload(@Req() request: FastifyRequest): Promise<UploadedImageDto> {
    return this.uploads.saveImage(request);
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { SessionCache } from '../auth/session-cache';
import { ResponseMessage } from '../common/response-decorators';
import { UpdateProfileDto } from './profile.dto';
import type { User } from '../users/user.entity';
import { mapUser, UserDto } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';

@ApiTags('users')
@Controller('users')
export class ProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionCache,
  ) {}

  @Get('profile')
  @Auth()
  @ResponseMessage('Profile loaded')
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ApiEnvelope(UserDto)
  profile(@CurrentUser() user: User): UserDto {
    return mapUser(user);
  }

  @Put('profile')
  @Auth()
  @ResponseMessage('Profile updated successfully!')
  @ApiOperation({ summary: 'Changes the name, phone and/or language of the signed-in user (nothing else can change here)' })
  @ApiEnvelope(UserDto)
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'property role should not exist')
  async update(@CurrentUser() user: User, @Body() changes: UpdateProfileDto): Promise<UserDto> {
    const updated = await this.users.updateProfile(user, changes);
    this.sessions.forget(user.id);
    return mapUser(updated);
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import { UpdateProfileDto } from './profile.dto';
import type { User } from '../users/user.entity';
import { mapUser, UserDto } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

const PROFILE_EXAMPLE = { id: 7, name: 'Asha Rao', email: 'asha@example.com', phone: '919876543210', role: 'CUSTOMER', avatar: null };

@ApiTags('users')
@Controller('users')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get('profile')
  @Auth()
  @ResponseMessage('Profile loaded')
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ApiOkResponse({ schema: { example: { success: true, message: 'Profile loaded', data: PROFILE_EXAMPLE } } })
  profile(@CurrentUser() user: User): UserDto {
    return mapUser(user);
  }

  @Put('profile')
  @Auth()
  @ResponseMessage('Profile updated successfully!')
  @ApiOperation({ summary: 'Changes the name and/or phone of the signed-in user (nothing else can change here)' })
  @ApiOkResponse({
    schema: {
      example: { success: true, message: 'Profile updated successfully!', data: { ...PROFILE_EXAMPLE, name: 'Asha Kumari' } },
    },
  })
  @ApiBadRequestResponse({
    schema: {
      example: { success: false, message: 'property role should not exist', errors: [{ field: 'role', message: 'property role should not exist' }] },
    },
  })
  async update(@CurrentUser() user: User, @Body() changes: UpdateProfileDto): Promise<UserDto> {
    return mapUser(await this.users.updateProfile(user, changes));
  }
}

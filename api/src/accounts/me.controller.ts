import { Controller, Get } from '@nestjs/common';
import { meResponse, type MeResponse } from '@shared/contracts/me';
import { type AuthClaims } from '../common/auth/auth-claims';
import { CurrentAuth } from '../common/auth/current-auth.decorator';
import { Contract } from '../common/validation/contract';
import { ProfileService } from './profile.service';

@Controller('api/me')
export class MeController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @Contract({
    summary: 'The signed-in profile: kind, store, role, access controls, isActive, emailVerified',
    response: meResponse,
  })
  async me(@CurrentAuth() auth: AuthClaims): Promise<MeResponse> {
    return { profile: await this.profiles.profileOf(auth) };
  }
}

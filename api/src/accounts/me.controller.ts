import { Controller, Get } from '@nestjs/common';
import { meResponse, type MeResponse } from '@shared/contracts/me';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract } from '../common/validation/contract';
import { ProfileService } from './profile.service';

@Controller('api/me')
export class MeController {
  constructor(private readonly profiles: ProfileService) {}

  /** Answers unverified and inactive accounts too, so the screens can send them to /verify or /disabledAccount. */
  @Get()
  @Access('SignedIn')
  @Contract({
    summary: 'The signed-in profile: kind, store, role, access controls, isActive, emailVerified',
    response: meResponse,
  })
  me(@CurrentPrincipal() principal: Principal): MeResponse {
    return { profile: this.profiles.profileOf(principal) };
  }
}

import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  forgotPasswordRequest,
  type ForgotPasswordRequest,
  loginRequest,
  type LoginRequest,
  okResponse,
  type OkResponse,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  registerRequest,
  type RegisterRequest,
  resetPasswordRequest,
  type ResetPasswordRequest,
  sessionResponse,
  type SessionResponse,
  tokenRequest,
  type TokenRequest,
} from '@shared/contracts/auth';
import { apiErrors } from '@shared/messages';
import { PrincipalService } from '../common/auth/principal.service';
import { TokenService } from '../common/auth/token.service';
import { AppError } from '../common/errors/app-error';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { withRetryAfter } from '../common/rate-limit/rate-limited.error';
import { CurrentStore } from '../common/tenancy/current-store.decorator';
import { Contract, ValidBody } from '../common/validation/contract';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Store } from '../stores/store.entity';
import { AuthService, type SignedIn } from './auth.service';
import { RefreshRefused } from './refresh-tokens.service';
import { Public } from '../common/auth/public.decorator';

/** Our own identity service (spec README deviations), public under /open/auth. */
@Public()
@Controller('open/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly principals: PrincipalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Sign in: an access token, and a rotating refresh token as an httpOnly cookie',
    body: loginRequest,
    response: sessionResponse,
  })
  async login(
    @ValidBody() body: LoginRequest,
    @CurrentStore() store: Store,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    try {
      return this.withCookie(reply, await this.auth.login(store, body, request.ip));
    } catch (error) {
      throw withRetryAfter(reply, error);
    }
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'A new access token from the refresh cookie (the cookie rotates; reuse ends the session)',
    response: sessionResponse,
  })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    try {
      return this.withCookie(reply, await this.auth.refresh(request.cookies[REFRESH_COOKIE_NAME]));
    } catch (error) {
      // A tab that lost a refresh race keeps the cookie the other tab has just been given.
      if (!(error instanceof RefreshRefused && error.isConcurrent)) this.clearCookie(reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @Contract({ summary: 'Sign out: revokes the refresh token and its session', response: okResponse })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    await this.auth.logout(request.cookies[REFRESH_COOKIE_NAME]);
    this.clearCookie(reply);
    return { ok: true };
  }

  @Post('register')
  @MailRateLimit(mailTargets.bodyEmail)
  @Contract({
    summary: 'Create an account with no profile yet (a consigner signing up); sends the verification mail',
    body: registerRequest,
    response: sessionResponse,
    status: 201,
  })
  async register(
    @ValidBody() body: RegisterRequest,
    @CurrentStore() store: Store,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.withCookie(reply, await this.auth.register(store, body));
  }

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Verify an email address with the token from the mail',
    body: tokenRequest,
    response: okResponse,
  })
  async verify(@ValidBody() body: TokenRequest): Promise<OkResponse> {
    await this.auth.verifyEmail(body.token);
    return { ok: true };
  }

  @Post('resend-verification')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.signedInAccount)
  @Contract({
    summary: 'Send the verification mail again to the signed-in account (bearer token)',
    response: okResponse,
  })
  async resendVerification(@Req() request: FastifyRequest): Promise<OkResponse> {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? this.tokens.verifyAccessToken(bearer) : null;
    const principal = claims ? await this.principals.load(claims) : null;
    if (!principal) throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', apiErrors.unauthenticated);
    await this.auth.sendVerification(principal.store, principal.account);
    return { ok: true };
  }

  @Post('forgot')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.bodyEmail)
  @Contract({
    summary: 'Mail a password-reset link (always answers ok, or 429 alike for every email)',
    body: forgotPasswordRequest,
    response: okResponse,
  })
  async forgot(@ValidBody() body: ForgotPasswordRequest, @CurrentStore() store: Store): Promise<OkResponse> {
    await this.auth.forgotPassword(store, body);
    return { ok: true };
  }

  @Post('reset')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Choose a new password with the token from the mail; ends every session',
    body: resetPasswordRequest,
    response: okResponse,
  })
  async reset(@ValidBody() body: ResetPasswordRequest, @Req() request: FastifyRequest): Promise<OkResponse> {
    await this.auth.resetPassword(body, request.ip);
    return { ok: true };
  }

  private withCookie(reply: FastifyReply, signedIn: SignedIn): SessionResponse {
    void reply.setCookie(REFRESH_COOKIE_NAME, signedIn.refresh.token, {
      httpOnly: true,
      // Strict: the cookie is never sent on a request started by another site.
      sameSite: 'strict',
      secure: this.config.publicUrl.startsWith('https:'),
      path: REFRESH_COOKIE_PATH,
      expires: signedIn.refresh.expiresAt,
    });
    return signedIn.session;
  }

  private clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(REFRESH_COOKIE_NAME, { path: REFRESH_COOKIE_PATH });
  }
}

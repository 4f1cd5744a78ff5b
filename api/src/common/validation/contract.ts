import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { type ZodType, type z } from 'zod';
import { fieldErrorMap } from '@shared/contracts/field-messages';
import { apiErrors } from '@shared/messages';
import { AppError } from '../errors/app-error';

/**
 * One declaration per endpoint: what it reads and answers, as zod schemas from shared/contracts.
 * The same declaration validates the request here and documents the endpoint in /api/docs.
 */
export interface ContractSpec {
  summary: string;
  body?: ZodType;
  /** The multipart/form-data field that carries an uploaded file (documented; read by the handler). */
  fileField?: string;
  query?: ZodType;
  params?: ZodType;
  /** The success answer. */
  response?: ZodType;
  /** Status of the success answer when not 200 (201 for creations). */
  status?: number;
}

export const CONTRACT_METADATA = 'consigndesk:contract';

export function Contract(spec: ContractSpec): MethodDecorator {
  return applyDecorators(SetMetadata(CONTRACT_METADATA, spec), UseGuards(ContractGuard));
}

interface ValidatedRequest extends FastifyRequest {
  validated?: { body?: unknown; query?: unknown; params?: unknown };
}

/** zod issues → `{ 'path.to.field': message }`; the first issue's message leads. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    error.issues[0]?.message ?? apiErrors.validationFailed,
    fields,
  );
}

/**
 * Validates the request against the endpoint's contract before the handler runs. A guard, not an
 * interceptor, although it never refuses access: it runs at the same point (after the global auth
 * guard, before the handler) and its errors reach the same exception filter, but an interceptor
 * makes Nest wrap every call of the endpoint in RxJS observables and two AsyncResource.bind, a
 * fixed cost on every request for nothing this needs.
 */
@Injectable()
export class ContractGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const spec = this.reflector.get<ContractSpec | undefined>(CONTRACT_METADATA, context.getHandler());
    const request = context.switchToHttp().getRequest<ValidatedRequest>();
    if (spec) {
      request.validated = {};
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = spec[part];
        if (!schema) continue;
        // Rules without a message of their own get one naming the field and the limit (field-messages.ts).
        const result = schema.safeParse(request[part] ?? (part === 'body' ? undefined : {}), {
          error: fieldErrorMap,
        });
        if (!result.success) throw validationError(result.error);
        request.validated[part] = result.data;
      }
    }
    return true;
  }
}

const validatedPart = (part: 'body' | 'query' | 'params') =>
  createParamDecorator((_data: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<ValidatedRequest>();
    if (!request.validated || !(part in request.validated)) {
      throw new Error(`@Valid${part} used on an endpoint whose @Contract declares no ${part} schema`);
    }
    return request.validated[part];
  })();

/** The request body, parsed by the endpoint's contract. */
export const ValidBody = () => validatedPart('body');
/** The query string, parsed by the endpoint's contract. */
export const ValidQuery = () => validatedPart('query');
/** The path parameters, parsed by the endpoint's contract. */
export const ValidParams = () => validatedPart('params');

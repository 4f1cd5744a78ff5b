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
import { notFound } from '../errors/errors';
import { unknownFields } from './unknown-fields';

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
  return fieldsError(error.issues.map((issue) => ({ path: issue.path, message: issue.message })));
}

interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

function fieldsError(issues: FieldIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    issues[0]?.message ?? apiErrors.validationFailed,
    fields,
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the schema, under its optional/default/transform wrappers, reads an object. */
function readsObject(schema: ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: ZodType; in?: ZodType };
  if (def.type === 'object') return true;
  if (def.type === 'pipe') return def.in ? readsObject(def.in) : false;
  return def.innerType ? readsObject(def.innerType) : false;
}

/** Whether the params schema reads this key as a number (`z.coerce.number()`: an id). */
function isIdParam(params: ZodType, key: PropertyKey | undefined): boolean {
  const shape = (params._zod.def as { shape?: Record<string, ZodType> }).shape;
  if (typeof key !== 'string' || !shape?.[key]) return false;
  let schema = shape[key];
  for (;;) {
    const def = schema._zod.def as { type: string; innerType?: ZodType; in?: ZodType };
    if (def.type === 'number') return true;
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) return false;
    schema = inner;
  }
}

/**
 * A part of the request (body or query string) parsed by its schema. Refused with 400 and every
 * field named: a body that is not the JSON object the contract reads (null, a list, a string),
 * fields the contract does not name (they are never dropped silently: a misspelt field or filter
 * would otherwise be lost without a word, and a list would answer unfiltered), and anything the
 * schema refuses. A refinement that throws on a half-valid body is bad input too.
 */
function parsePart(schema: ZodType, value: unknown): unknown {
  if (readsObject(schema) && !isPlainObject(value)) {
    throw fieldsError([{ path: [], message: apiErrors.bodyNotObject }]);
  }
  const unknown = unknownFields(schema, value);
  let issues: FieldIssue[] = [];
  let data: unknown;
  try {
    const result = schema.safeParse(value, { error: fieldErrorMap });
    if (result.success) data = result.data;
    else issues = result.error.issues;
  } catch {
    issues = [{ path: [], message: apiErrors.validationFailed }];
  }
  if (issues.length === 0 && unknown.length === 0) return data;
  throw unknownOrInvalid(issues, unknown);
}

function unknownOrInvalid(issues: FieldIssue[], unknown: PropertyKey[][]): AppError {
  const unknownIssues = unknown.map((path) => ({
    path,
    message: apiErrors.unknownField(path.map(String).join('.')),
  }));
  if (issues.length > 0) return fieldsError([...issues, ...unknownIssues]);
  const names = unknown.map((path) => path.map(String).join('.'));
  const { fields } = fieldsError(unknownIssues);
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', apiErrors.unknownFields(names), fields);
}

/** The query string of an endpoint whose contract reads none: any parameter is refused, by name. */
function refuseAnyQuery(query: unknown): void {
  if (!isPlainObject(query)) return;
  const names = Object.keys(query);
  if (names.length > 0)
    throw unknownOrInvalid(
      [],
      names.map((name) => [name]),
    );
}

/**
 * Validates the request against the endpoint's contract before the handler runs. A guard, not an
 * interceptor, although it never refuses access: it runs at the same point (after the global auth
 * guard, before the handler) and its errors reach the same exception filter, but an interceptor
 * makes Nest wrap every call of the endpoint in RxJS observables and two AsyncResource.bind, a
 * fixed cost on every request for nothing this needs.
 *
 * A numeric path parameter (an id) the contract refuses answers 404, not 400: `/api/inventories/nope`
 * names no record, the way `/api/nope` names no endpoint (a sub-path that is not a route falls into
 * `/:id`). Other parameters (a store's domain) keep their 400 and message.
 */
@Injectable()
export class ContractGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const spec = this.reflector.get<ContractSpec | undefined>(CONTRACT_METADATA, context.getHandler());
    const request = context.switchToHttp().getRequest<ValidatedRequest>();
    if (spec) {
      request.validated = {};
      if (spec.params) {
        const result = spec.params.safeParse(request.params ?? {}, { error: fieldErrorMap });
        if (!result.success) {
          if (result.error.issues.every((issue) => isIdParam(spec.params as ZodType, issue.path[0]))) {
            throw notFound(apiErrors.routeNotFound(request.method, request.url.split('?')[0]));
          }
          throw validationError(result.error);
        }
        request.validated.params = result.data;
      }
      if (spec.query) request.validated.query = parsePart(spec.query, request.query ?? {});
      else refuseAnyQuery(request.query);
      if (spec.body) request.validated.body = parsePart(spec.body, request.body);
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

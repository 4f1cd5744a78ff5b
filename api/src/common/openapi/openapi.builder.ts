import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { type DiscoveryService, type MetadataScanner } from '@nestjs/core';
import { type ZodType, z } from 'zod';
import { apiErrorBody } from '@shared/contracts/errors';
import { ACCESS, type AccessNeeds } from '../auth/access.decorators';
import { IS_PUBLIC } from '../auth/public.decorator';
import { CONTRACT_METADATA, type ContractSpec } from '../validation/contract';

export const DOCS_PATH = '/api/docs';

type JsonSchema = Record<string, unknown>;
interface Operation {
  summary: string;
  /** Who may call it: the route's @Access. */
  description?: string;
  tags: string[];
  security?: { bearerAuth: string[] }[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

const jsonSchema = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

function joinPath(...parts: (string | undefined)[]): string {
  const path = parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/');
  return `/${path}`;
}

function parametersFrom(schema: ZodType | undefined, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/**
 * The OpenAPI document, built from the routes Nest registered and their @Contract schemas, so the
 * docs cannot disagree with what the API validates.
 */
export function buildOpenApiDocument(discovery: DiscoveryService, scanner: MetadataScanner, version: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const controllerPath = Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName] as object;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (requestMethod === undefined) continue;
      const path = joinPath(
        controllerPath,
        Reflect.getMetadata(PATH_METADATA, handler) as string | undefined,
      );
      // The documentation's own pages are not part of the API.
      if (path.startsWith(DOCS_PATH)) continue;
      const contract = Reflect.getMetadata(CONTRACT_METADATA, handler) as ContractSpec | undefined;
      const isPublic = Boolean(
        Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, metatype),
      );
      const needsToken = !isPublic;
      const access = (Reflect.getMetadata(ACCESS, handler) ?? Reflect.getMetadata(ACCESS, metatype)) as
        AccessNeeds | undefined;
      const successStatus = String(contract?.status ?? 200);
      const operation: Operation = {
        summary: contract?.summary ?? methodName,
        ...(access ? { description: `Access: ${access.join(' or ')}` } : {}),
        tags: [
          path.split('/')[1] === 'api' || path.split('/')[1] === 'open'
            ? (path.split('/')[2] ?? 'root')
            : 'system',
        ],
        ...(needsToken ? { security: [{ bearerAuth: [] }] } : {}),
        parameters: [
          ...parametersFrom(contract?.params, 'path'),
          ...parametersFrom(contract?.query, 'query'),
        ],
        ...(contract?.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(contract.body) } },
              },
            }
          : {}),
        ...(contract?.fileField
          ? {
              requestBody: {
                required: true,
                content: {
                  'multipart/form-data': {
                    schema: {
                      type: 'object',
                      required: [contract.fileField],
                      properties: { [contract.fileField]: { type: 'string', format: 'binary' } },
                    },
                  },
                },
              },
            }
          : {}),
        responses: {
          [successStatus]: {
            description: 'Success',
            ...(contract?.response
              ? { content: { 'application/json': { schema: jsonSchema(contract.response) } } }
              : {}),
          },
          default: {
            description: 'Failure: `{ error: { code, message, fields } }`',
            content: { 'application/json': { schema: jsonSchema(apiErrorBody) } },
          },
        },
      };
      const method = RequestMethod[requestMethod].toLowerCase();
      paths[path] = { ...paths[path], [method === 'all' ? 'get' : method]: operation };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'ConsignDesk API',
      version,
      description:
        'Paths under /api need a bearer access token; paths under /open are public. Failures answer `{ error: { code, message, fields } }`.',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}

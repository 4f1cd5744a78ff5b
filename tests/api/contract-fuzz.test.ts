import { createHash } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { apiErrorBody } from '@shared/contracts/errors';
import { CONTRACT_METADATA, type ContractSpec } from '../../api/src/common/validation/contract';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/**
 * Property-based fuzzing of every route that reads a JSON body, generated from its zod contract:
 * a body shaped like the contract (its JSON Schema, as /api/docs publishes it) with at least one
 * change that the contract cannot accept (a wrong type, null where null is not allowed, a string
 * past its maximum length, a number past its bounds, a fraction for an integer, a field the
 * contract does not name, or no object at all). Each must answer 4xx in the error shape, and no
 * row of any table may change. Seeded: a failure prints the seed and the body that broke it, and
 * FUZZ_SEED=<seed> replays it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_120_612);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
};

interface BodyRoute {
  method: string;
  path: string;
  schema: JsonSchema;
}

const toJsonSchema = (schema: ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every route with a body contract, from the controllers Nest registered. */
function bodyRoutes(t: TestApp): BodyRoute[] {
  const discovery = t.app.get(DiscoveryService);
  const scanner = t.app.get(MetadataScanner);
  const routes: BodyRoute[] = [];
  for (const { instance, metatype } of discovery.getControllers()) {
    if (!instance || !metatype) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
    const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const contract = Reflect.getMetadata(CONTRACT_METADATA, handler) as ContractSpec | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (!contract?.body || method === undefined) continue;
      const own = (Reflect.getMetadata(PATH_METADATA, handler) as string | undefined) ?? '';
      const path = `/${[base, own]
        .flatMap((part) => part.split('/'))
        .filter(Boolean)
        .join('/')}`;
      routes.push({ method: RequestMethod[method], path, schema: toJsonSchema(contract.body) });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The JSON types a schema accepts ('any' when it says nothing: a transform or a preprocess). */
function typesOf(schema: JsonSchema): Set<string> {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return new Set(members.flatMap((member) => [...typesOf(member)]));
  const types = new Set<string>();
  if (schema.enum) for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  for (const type of [schema.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
  if (schema.nullable) types.add('null');
  if (types.size === 0 && !schema.allOf) types.add('any');
  return types;
}

/** A value of the shape the schema names (valid or not: the mutation decides the outcome). */
function sample(schema: JsonSchema): fc.Arbitrary<unknown> {
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.length) return fc.oneof(...members.map(sample));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = [schema.type ?? 'string'].flat()[0];
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, sample(value)])), {
        requiredKeys: (schema.required ?? []).filter((key) => schema.properties?.[key]),
      });
    }
    case 'array':
      return fc.array(schema.items ? sample(schema.items) : fc.anything(), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: 1, max: 500 });
    case 'number':
      return fc.double({ min: 0, max: 500, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.string({ maxLength: 12 });
  }
}

/** Values no schema of these types accepts, whatever the contract coerces. */
function wrongTypeValues(accepted: Set<string>): unknown[] {
  const values: unknown[] = [];
  // A letter string is NaN to z.coerce.number(); booleans and lists are not (true → 1, [] → 0).
  if (!accepted.has('string') && !accepted.has('any')) values.push('not-a-number');
  if (!accepted.has('number') && !accepted.has('string') && !accepted.has('boolean')) values.push(12_345);
  if (!accepted.has('object') && !accepted.has('number') && !accepted.has('any')) {
    values.push({ nested: { deeper: true } });
  }
  if (!accepted.has('array') && !accepted.has('number') && !accepted.has('string')) values.push([[1, 'two']]);
  if (
    !accepted.has('boolean') &&
    !accepted.has('string') &&
    !accepted.has('number') &&
    !accepted.has('any')
  ) {
    values.push(true);
  }
  if (!accepted.has('null') && !accepted.has('any')) values.push(null);
  return values;
}

/** Changes to one field that its schema refuses, as [label, value] pairs. */
function invalidValues(schema: JsonSchema): [string, unknown][] {
  const values: [string, unknown][] = wrongTypeValues(typesOf(schema)).map((value) => [
    `wrong type ${JSON.stringify(value)}`,
    value,
  ]);
  const types = typesOf(schema);
  if (schema.maxLength !== undefined && types.has('string') && types.size <= 2) {
    values.push(['huge string', 'x'.repeat(schema.maxLength + 1 + Math.min(schema.maxLength, 50_000))]);
  }
  if (types.has('number') && !types.has('string') && !types.has('any')) {
    if (typeof schema.minimum === 'number') values.push(['below minimum', schema.minimum - 1_000_001]);
    if (typeof schema.exclusiveMinimum === 'number')
      values.push(['at exclusive minimum', schema.exclusiveMinimum]);
    if (typeof schema.maximum === 'number') values.push(['above maximum', schema.maximum + 1_000_001]);
    if ([schema.type].flat().includes('integer')) values.push(['fraction for an integer', 2.5]);
  }
  return values;
}

/** A body the contract must refuse: a mutation of a shaped body, described for the failure report. */
function invalidBody(schema: JsonSchema): fc.Arbitrary<{ change: string; body: unknown }> {
  const notAnObject = fc
    .constantFrom<unknown>(null, [], 'a string', 42, true, [{}])
    .map((body) => ({ change: 'not an object', body }));
  if (!typesOf(schema).has('object') || !schema.properties) return notAnObject;
  const base = sample(schema) as fc.Arbitrary<Record<string, unknown>>;
  const known = new Set(Object.keys(schema.properties));
  const unknownField = fc
    .tuple(
      base,
      fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !known.has(key) && key !== '__proto__'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([body, key, value]) => ({
      change: `unknown field ${JSON.stringify(key)}`,
      body: { ...body, [key]: value },
    }));
  const fieldChanges = Object.entries(schema.properties).flatMap(([key, property]) =>
    invalidValues(property).map(([label, value]) => ({ key, label, value })),
  );
  const options = [notAnObject, unknownField];
  if (fieldChanges.length > 0) {
    options.push(
      fc.tuple(base, fc.constantFrom(...fieldChanges)).map(([body, { key, label, value }]) => ({
        change: `${key}: ${label}`,
        body: { ...body, [key]: value },
      })),
    );
  }
  return fc.oneof(...options);
}

/** Row count and a digest of every row, per table: any write shows. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = t.dataSource.entityMetadatas.map((metadata) => metadata.tableName);
  const result: Record<string, string> = {};
  for (const table of [...new Set(tables)].sort()) {
    const rows = (await t.dataSource.query(`SELECT * FROM ${table}`)) as Record<string, unknown>[];
    const lines = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    result[table] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

describe(`fuzzing every body contract on ${testEngine()} (seed ${SEED})`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let routes: BodyRoute[];

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'fuzz', productTitle: 'Fuzzed Dunk' });
    await seedWorldItem(t, world, 'Active', ['Active']);
    routes = bodyRoutes(t);
  });
  afterAll(() => t.close());

  /** Real ids in the path, so a refusal is the body's and not the record's. */
  const pathOf = (path: string) =>
    path
      .replace(/:id\b/g, String(world.product.id))
      .replace(/:consignerId\b/g, String(world.consigner.id))
      .replace(/:[a-zA-Z]+/g, 'fuzz');

  it('finds the body routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('POST /api/productTemplates');
  });

  it('answers every invalid body with 4xx in the error shape and changes no row', async () => {
    const validationReached = new Set<string>();
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const before = await snapshot(t);
      await fc.assert(
        fc.asyncProperty(invalidBody(route.schema), async ({ body }) => {
          const response = await fetch(`${t.baseUrl}${pathOf(route.path)}`, {
            method: route.method,
            headers: { authorization: `Bearer ${world.admin.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          expect(
            response.status,
            `${name} answered ${response.status}: ${text.slice(0, 300)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(response.status, `${name} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(
            500,
          );
          const { error } = apiErrorBody.parse(JSON.parse(text));
          if (error.code === 'VALIDATION_FAILED') {
            expect(Object.keys(error.fields ?? {}).length, name).toBeGreaterThan(0);
            validationReached.add(name);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(await snapshot(t), `${name} changed rows`).toEqual(before);
    }
    // Most routes are reached by the fuzzer (the rest refuse the Admin first, e.g. consigner-only calls).
    expect(validationReached.size).toBeGreaterThan(routes.length * 0.6);
  });
});

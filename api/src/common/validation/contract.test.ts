import 'reflect-metadata';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBody } from '@shared/contracts/errors';
import { apiErrors } from '@shared/messages';
import { APP_CONFIG, loadConfig } from '../../config/app-config';
import { ApiExceptionFilter } from '../errors/api-exception.filter';
import { SpaService } from '../http/spa.service';
import { Contract, ContractGuard, ValidBody, ValidParams, ValidQuery } from './contract';

const createThing = z.object({
  title: z.string().trim().min(1, 'Title required'),
  price: z.number().min(0),
  sizes: z.array(z.string()).min(1, 'Option 1 values required'),
});
const listThings = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().optional(),
});
const thingParams = z.object({ id: z.coerce.number().int().positive() });

@Controller('open/things')
class ThingsController {
  @Post()
  @Contract({ summary: 'create', body: createThing, status: 201 })
  create(@ValidBody() body: z.infer<typeof createThing>, @Body() raw: unknown) {
    return { parsed: body, raw };
  }

  @Get()
  @Contract({ summary: 'list', query: listThings })
  list(@ValidQuery() query: z.infer<typeof listThings>) {
    return { query };
  }

  @Get(':id')
  @Contract({ summary: 'one', params: thingParams })
  one(@ValidParams() params: z.infer<typeof thingParams>) {
    return { params };
  }
}

@Module({
  controllers: [ThingsController],
  providers: [
    {
      provide: APP_CONFIG,
      useValue: loadConfig({ DATA_DIR: '/tmp/consigndesk-contract-test', RENDERER_DIR: '/nonexistent' }),
    },
    SpaService,
    ContractGuard,
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
class ThingsModule {}

describe('@Contract validation over HTTP', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(), {
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/open/things`;
  });
  afterAll(() => app.close());

  const post = (body: string) =>
    fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('hands the handler the parsed body', async () => {
    const response = await post(JSON.stringify({ title: '  Jordan 1  ', price: 150.5, sizes: ['9'] }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { parsed: unknown };
    // Trimmed by the schema.
    expect(body.parsed).toEqual({ title: 'Jordan 1', price: 150.5, sizes: ['9'] });
  });

  it('refuses fields the contract does not name, naming them, never dropping them', async () => {
    const response = await post(
      JSON.stringify({ title: 'Jordan 1', price: 150.5, sizes: ['9'], extra: true, colour: 'red' }),
    );
    expect(response.status).toBe(400);
    const { error } = apiErrorBody.parse(await response.json());
    expect(error.message).toBe(apiErrors.unknownFields(['extra', 'colour']));
    expect(error.fields).toEqual({
      extra: apiErrors.unknownField('extra'),
      colour: apiErrors.unknownField('colour'),
    });
  });

  it('refuses a body that is not a JSON object, before the schema reads it', async () => {
    for (const body of ['null', '[]', '"x"', '7']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(apiErrorBody.parse(await response.json()).error.fields).toEqual({ _: apiErrors.bodyNotObject });
    }
  });

  it('answers 400 with the first message and every failing field', async () => {
    const response = await post(JSON.stringify({ title: ' ', price: -1, sizes: [] }));
    expect(response.status).toBe(400);
    const { error } = apiErrorBody.parse(await response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Title required');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['price', 'sizes', 'title']);
    expect(error.fields?.sizes).toBe('Option 1 values required');
  });

  it('refuses a missing body and a malformed one with the same error shape', async () => {
    const missing = await fetch(base, { method: 'POST' });
    expect(missing.status).toBe(400);
    apiErrorBody.parse(await missing.json());
    const malformed = await post('{"title": ');
    expect(malformed.status).toBe(400);
    expect(apiErrorBody.parse(await malformed.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('validates and converts the query string', async () => {
    const ok = await fetch(`${base}?page=3&search=dunk`);
    expect(await ok.json()).toEqual({ query: { page: 3, search: 'dunk' } });
    const defaulted = await fetch(base);
    expect(await defaulted.json()).toEqual({ query: { page: 1 } });
    const bad = await fetch(`${base}?page=zero`);
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(await bad.json()).error.fields).toHaveProperty('page');
  });

  it('refuses query parameters the contract does not name: a misspelt filter never answers unfiltered', async () => {
    const misspelt = await fetch(`${base}?page=2&serach=dunk`);
    expect(misspelt.status).toBe(400);
    const { error } = apiErrorBody.parse(await misspelt.json());
    expect(error.message).toBe(apiErrors.unknownFields(['serach']));
    expect(error.fields).toEqual({ serach: apiErrors.unknownField('serach') });
    // Where the contract reads no query string at all, any parameter is refused the same way.
    const onOne = await fetch(`${base}/42?expand=all`);
    expect(onOne.status).toBe(400);
    expect(apiErrorBody.parse(await onOne.json()).error.fields).toEqual({
      expand: apiErrors.unknownField('expand'),
    });
  });

  it('validates path parameters', async () => {
    expect(await (await fetch(`${base}/42`)).json()).toEqual({ params: { id: 42 } });
    // An id that is not one names no record: 404, like a path that names no endpoint.
    const bad = await fetch(`${base}/abc`);
    expect(bad.status).toBe(404);
    expect(apiErrorBody.parse(await bad.json()).error.code).toBe('NOT_FOUND');
  });

  it('refuses a body over the size limit with 413 in the same shape', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), price: 1, sizes: ['9'] });
    const response = await post(huge);
    expect(response.status).toBe(413);
    expect(apiErrorBody.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

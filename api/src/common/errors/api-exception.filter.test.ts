import { type ArgumentsHost, Logger, type LoggerService } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SpaService } from '../http/spa.service';
import { ApiExceptionFilter } from './api-exception.filter';

function hostFor(request: Partial<FastifyRequest>) {
  const reply = { status: vi.fn(() => reply), send: vi.fn(() => reply) };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  return { host, reply: reply as unknown as FastifyReply & typeof reply };
}

describe('ApiExceptionFilter', () => {
  afterEach(() => Logger.overrideLogger(false));

  it("logs a server error with the request's id, method and url, and answers the error shape", () => {
    const errors: unknown[][] = [];
    const capture: LoggerService = { log: vi.fn(), warn: vi.fn(), error: (...args) => errors.push(args) };
    Logger.overrideLogger(capture);
    const filter = new ApiExceptionFilter({} as SpaService);
    const { host, reply } = hostFor({ id: 'till-7.abc', method: 'GET', url: '/api/inventories/code/x' });

    filter.catch(new Error('database gone'), host);

    expect(errors).toHaveLength(1);
    const [fields, stack, context] = errors[0];
    expect(fields).toEqual({ req: { id: 'till-7.abc', method: 'GET', url: '/api/inventories/code/x' } });
    expect(stack).toContain('Error: database gone');
    expect(context).toBe('ApiExceptionFilter');
    expect(reply.status).toHaveBeenCalledWith(500);
    expect(reply.send).toHaveBeenCalledWith({ error: { code: 'INTERNAL', message: expect.any(String) } });
  });
});

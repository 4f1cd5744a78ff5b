import { type EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors/app-error';
import { NUMBER_ATTEMPTS, orderName, runNumbered } from './order-numbers';

/** A duplicate key as mysql2 reports it: another register took the number first. */
const duplicate = () =>
  Object.assign(new Error("Duplicate entry '3-1001' for key 'UQ_orders_store_number'"), {
    code: 'ER_DUP_ENTRY',
  });

/** Runs the work as a transaction runner would, failing the first `losses` runs with a duplicate. */
function engineLosing(losses: number) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
      runs += 1;
      if (runs <= losses) throw duplicate();
      return work({} as EntityManager);
    },
  };
}

describe('runNumbered', () => {
  it('runs the transaction again when its order number was taken meanwhile', async () => {
    const engine = engineLosing(3);
    expect(await runNumbered(engine, async () => 'sold')).toBe('sold');
    expect(engine.runs).toBe(4);
  });

  it('answers 409 (try again), not a 500, after losing the number race every time', async () => {
    const engine = engineLosing(1_000);
    const error = await runNumbered(engine, async () => 'never').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).getStatus()).toBe(409);
    expect(engine.runs).toBe(NUMBER_ATTEMPTS);
  });

  it('lets any other failure through at once', async () => {
    const engine = {
      runs: 0,
      async run(): Promise<never> {
        this.runs += 1;
        throw new Error('disk full');
      },
    };
    await expect(runNumbered(engine, async () => 'never')).rejects.toThrow('disk full');
    expect(engine.runs).toBe(1);
  });

  it('names orders #number', () => {
    expect(orderName(1001)).toBe('#1001');
  });
});

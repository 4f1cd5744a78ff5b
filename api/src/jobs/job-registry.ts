import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { JOB_KIND, type JobHandler } from './job-handler';

/** Every job handler of the app by kind, found among the providers marked @HandlesJob. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      const kind = this.reflector.get<string | undefined>(JOB_KIND, metatype);
      if (kind) this.register(kind, instance as JobHandler);
    }
  }

  register(kind: string, handler: JobHandler): void {
    const existing = this.handlers.get(kind);
    if (existing && existing !== handler) throw new Error(`Two handlers for the job kind "${kind}"`);
    this.handlers.set(kind, handler);
  }

  get(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }

  /** The kinds this process can run: a worker claims only these (a newer process may know more). */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}

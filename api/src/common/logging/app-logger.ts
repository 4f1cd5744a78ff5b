import { type LoggerService } from '@nestjs/common';

/**
 * The contexts of Nest's own start-up lines ("… dependencies initialized", "Mapped {…} route",
 * "Nest application successfully started"): a few hundred lines at `log` level on every start,
 * which say nothing an operator needs (main.ts prints what the server is and where).
 */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Nest passes a line's context as its last argument. */
const contextOf = (params: readonly unknown[]): unknown => params[params.length - 1];

/**
 * The logger Nest's `Logger` writes through (every `new Logger(context)` of the app: jobs, mail,
 * the exception filter, …): the app's pino logger (nestjs-pino), less Nest's own start-up lines at
 * `log` level. Warnings and errors always pass, whoever logs them.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly target: LoggerService) {}

  log(message: unknown, ...params: unknown[]): void {
    if (START_UP_CONTEXTS.has(contextOf(params) as string)) return;
    this.target.log(message, ...params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.target.error(message, ...params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.target.warn(message, ...params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.target.debug?.(message, ...params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.target.verbose?.(message, ...params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    (this.target.fatal ?? this.target.error).call(this.target, message, ...params);
  }
}

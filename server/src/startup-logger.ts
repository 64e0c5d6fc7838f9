import { ConsoleLogger } from '@nestjs/common';

/** Nest's own start-up chatter; without it the printed URLs and admin login stay in view. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

export class StartupLogger extends ConsoleLogger {
  log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) return;
    super.log(message, ...optionalParams);
  }
}

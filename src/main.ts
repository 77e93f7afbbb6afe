import { checkConfiguration, describeProblems } from './config/production-check';
import { createLogger } from './lib/logger';
import { startServer, type Role } from './server';

async function main(): Promise<void> {
  // Production refuses to start without its providers and secrets, listing every problem at once.
  const { config, problems } = checkConfiguration(process.env);
  if (!config || problems.length > 0) {
    console.error(describeProblems(problems));
    process.exit(1);
  }
  const roleArg = process.argv.find((a) => a.startsWith('--role='))?.split('=')[1];
  const role = (roleArg ?? config.ROLE) as Role;
  const logger = createLogger(config.LOG_LEVEL, config.LOG_PRETTY ?? config.NODE_ENV === 'development');
  const running = await startServer(config, logger, { role });
  if (running.url) logger.info(`${config.VENUE_NAME} is ready at ${running.url} (role ${role})`);
  else logger.info(`running role ${role}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    // BullMQ waits for running jobs; a job stuck past this bound is retried by another worker.
    const timer = setTimeout(() => process.exit(1), 15_000);
    let code = 0;
    await running.stop().catch((err) => {
      code = 1;
      logger.error({ err }, 'error while stopping');
    });
    clearTimeout(timer);
    logger.info('stopped: HTTP, projections, workers and database connections are closed');
    logger.flush?.();
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

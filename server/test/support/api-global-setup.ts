import { prepareTemplate, TEMPLATE_ENV } from './migrated-template';
import { testDatabaseKind } from './scratch-database';

/** Jest's global setup for the API tests: one migrated template database for the run (migrated-template.ts). */
export default async function setUpApiRun(): Promise<void> {
  // Jest's workers start after this and inherit the environment.
  process.env[TEMPLATE_ENV] = await prepareTemplate(testDatabaseKind(), process.env.TEST_MYSQL_URL);
}

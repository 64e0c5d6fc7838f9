// Runs the API suites a second time against MySQL/MariaDB when TEST_MYSQL_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_MYSQL_URL) {
  console.log('MySQL leg skipped: set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/hk_test to run the API tests on MySQL too.');
  process.exit(0);
}
console.log(`MySQL leg: running the API tests against ${process.env.TEST_MYSQL_URL.replace(/\/\/[^@]*@/, '//***@')}`);
// Suites that bring their own databases (scratch MariaDB, scratch MySQL schemas) ran in the first jest run already.
const RUN_ONCE = ['test/orders/crash-safety', 'test/foundation/database-outage', 'test/scale-out/two-instances'];
const run = spawnSync('npx', ['jest', '--selectProjects', 'api', '--testPathIgnorePatterns', ...RUN_ONCE], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'mysql' },
});
process.exit(run.status ?? 1);

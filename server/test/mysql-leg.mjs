// Runs the API suites a second time against MySQL/MariaDB when TEST_MYSQL_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_MYSQL_URL) {
  console.log('MySQL leg skipped: set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/hk_test to run the API tests on MySQL too.');
  process.exit(0);
}
console.log(`MySQL leg: running the API tests against ${process.env.TEST_MYSQL_URL.replace(/\/\/[^@]*@/, '//***@')}`);
const run = spawnSync('npx', ['jest', '--selectProjects', 'api'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'mysql' } });
process.exit(run.status ?? 1);

// What a machine needs to run a Galera cluster of its own (scripts/galera-cluster.mjs), asked by that script before it
// starts one and by `npm test` before it runs the cluster test.
import { existsSync } from 'node:fs';

const PROVIDERS = ['/usr/lib/galera/libgalera_smm.so', '/usr/lib/galera-4/libgalera_smm.so', '/usr/lib64/galera-4/libgalera_smm.so'];
export const MARIADB_SERVER = '/usr/sbin/mariadbd';
export const MARIADB_INSTALL_DB = '/usr/bin/mariadb-install-db';
const RSYNC = '/usr/bin/rsync';
const INSTALL = 'apt-get install -y mariadb-server galera-4 rsync';

/** The Galera library's path, or undefined when galera-4 is not installed. */
export function galeraProvider() {
  return PROVIDERS.find((path) => existsSync(path));
}

/** What is missing for a cluster, with the command that installs it, or null when nothing is. */
export function galeraMissing() {
  if (!galeraProvider()) return `the Galera library is missing: ${INSTALL}`;
  const tool = [MARIADB_SERVER, MARIADB_INSTALL_DB, RSYNC].find((path) => !existsSync(path));
  return tool ? `${tool} is missing: ${INSTALL}` : null;
}

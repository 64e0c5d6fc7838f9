// A three-node MariaDB Galera cluster on this machine, for tests and for people: loopback ports only, data folders,
// sockets and pid files of its own under one folder, never the MariaDB on 3306.
//
//   node scripts/galera-cluster.mjs start [--dir DIR]     bootstrap node 1, join 2 and 3 (SST by rsync), wait until Synced
//   node scripts/galera-cluster.mjs status --dir DIR      each node's state and the cluster size
//   node scripts/galera-cluster.mjs kill --dir DIR --node N       SIGKILL one node (a crash)
//   node scripts/galera-cluster.mjs rejoin --dir DIR --node N     recover its position, start it, wait until Synced (IST)
//   node scripts/galera-cluster.mjs stop --dir DIR        stop every node and delete the folder
//   node scripts/galera-cluster.mjs run -- COMMAND...     start, run COMMAND with GALERA_DIR and GALERA_URLS set, stop
//
// `start` prints the cluster as JSON on its last line; a start that fails stops what it started and deletes the folder
// unless given --keep-on-failure (to read the nodes' error.log). Ports: SQL 3411-3413, group 4571-4573, IST 4581-4583,
// SST 4591-4593 (GALERA_BASE_PORT moves the SQL ones; the others keep their distance).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { galeraMissing, galeraProvider, MARIADB_INSTALL_DB, MARIADB_SERVER } from './galera-requirements.mjs';

const NODES = 3;
const SQL_BASE_PORT = Number(process.env.GALERA_BASE_PORT ?? 3411);
const GROUP_BASE_PORT = SQL_BASE_PORT + 1160;
const IST_BASE_PORT = SQL_BASE_PORT + 1170;
const SST_BASE_PORT = SQL_BASE_PORT + 1180;
const SYNC_TIMEOUT_MS = 90_000;

function runningAsRoot() {
  return process.getuid?.() === 0;
}

function log(text) {
  process.stderr.write(`[galera] ${text}\n`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function nodeOf(index) {
  return {
    name: `node${index + 1}`,
    sqlPort: SQL_BASE_PORT + index,
    groupPort: GROUP_BASE_PORT + index,
    istPort: IST_BASE_PORT + index,
    sstPort: SST_BASE_PORT + index,
  };
}

function nodeDir(dir, node) {
  return join(dir, node.name);
}

function pidOf(dir, node) {
  const file = join(nodeDir(dir, node), 'process.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One my.cnf per node: the SST script reads it too, so everything it needs is in the file, not on a command line. */
function writeConfig(dir, node, clusterName) {
  const folder = nodeDir(dir, node);
  const members = Array.from({ length: NODES }, (_, index) => `127.0.0.1:${nodeOf(index).groupPort}`).join(',');
  const providerOptions = [
    `gmcast.listen_addr=tcp://127.0.0.1:${node.groupPort}`,
    `ist.recv_addr=127.0.0.1:${node.istPort}`,
    'gcache.size=128M',
    // A crashed peer is declared gone after 2 s instead of 5, so the survivors' commits stall for less.
    'evs.keepalive_period=PT0.5S',
    'evs.inactive_check_period=PT0.5S',
    'evs.suspect_timeout=PT2S',
    'evs.inactive_timeout=PT4S',
  ].join(';');
  const lines = [
    '[mysqld]',
    // As root, run as mysql: the joiner's rsync daemon, started by the server, would otherwise switch to nobody and
    // be refused the data folder.
    ...(runningAsRoot() ? ['user=mysql'] : []),
    `datadir=${join(folder, 'data')}`,
    `port=${node.sqlPort}`,
    `socket=${join(folder, 'mariadbd.sock')}`,
    `pid-file=${join(folder, 'mariadbd.pid')}`,
    `log-error=${join(folder, 'error.log')}`,
    'bind-address=127.0.0.1',
    'skip-name-resolve',
    'binlog_format=ROW',
    'default_storage_engine=InnoDB',
    'innodb_autoinc_lock_mode=2',
    // Galera replicates only tables with a primary key reliably: refuse to create any other.
    'innodb_force_primary_key=ON',
    'innodb_buffer_pool_size=64M',
    'innodb_log_file_size=32M',
    'innodb_flush_log_at_trx_commit=2',
    'max_connections=300',
    'wsrep_on=ON',
    `wsrep_provider=${galeraProvider()}`,
    `wsrep_cluster_name=${clusterName}`,
    `wsrep_cluster_address=gcomm://${members}`,
    `wsrep_node_name=${node.name}`,
    `wsrep_node_address=127.0.0.1:${node.groupPort}`,
    `wsrep_node_incoming_address=127.0.0.1:${node.sqlPort}`,
    `wsrep_provider_options="${providerOptions}"`,
    'wsrep_sst_method=rsync',
    `wsrep_sst_receive_address=127.0.0.1:${node.sstPort}`,
    'wsrep_slave_threads=2',
    '',
  ];
  const file = join(folder, 'my.cnf');
  writeFileSync(file, lines.join('\n'));
  return file;
}

function sql(node, statement) {
  const result = spawnSync('mariadb', ['-uroot', '-h127.0.0.1', `-P${node.sqlPort}`, '-N', '-B', '-e', statement], {
    encoding: 'utf8',
    timeout: 5000,
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function wsrepStatus(node) {
  const text = sql(node, "SHOW STATUS WHERE Variable_name IN ('wsrep_local_state_comment', 'wsrep_cluster_size', 'wsrep_ready')");
  if (text === undefined) return undefined;
  return Object.fromEntries(text.split('\n').map((line) => line.split('\t')));
}

function logTail(dir, node) {
  const file = join(nodeDir(dir, node), 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
}

async function waitUntilSynced(dir, node, clusterSize) {
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  for (;;) {
    const status = wsrepStatus(node);
    if (status?.wsrep_local_state_comment === 'Synced' && status.wsrep_ready === 'ON' && Number(status.wsrep_cluster_size) >= clusterSize)
      return;
    const pid = pidOf(dir, node);
    const exited = pid !== undefined && !alive(pid);
    if (exited || Date.now() > deadline)
      throw new Error(
        `${node.name} ${exited ? 'exited' : 'is not Synced'} (${JSON.stringify(status)}); its log ends:\n${logTail(dir, node)}`,
      );
    await sleep(250);
  }
}

/** Starts mariadbd detached (it outlives this script); its pid file says where it is. */
function launch(dir, node, extra) {
  const folder = nodeDir(dir, node);
  const child = spawn(MARIADB_SERVER, [`--defaults-file=${join(folder, 'my.cnf')}`, ...extra], { detached: true, stdio: 'ignore' });
  child.unref();
  // mariadbd writes its own pid file once it is up; this one exists from the start, for a crash during start-up.
  writeFileSync(join(folder, 'process.pid'), String(child.pid));
}

/** After a crash the data folder knows its last commit but grastate.dat does not: ask InnoDB, so the node can rejoin by IST. */
function recoveredPosition(dir, node) {
  const folder = nodeDir(dir, node);
  const recovery = spawnSync(
    MARIADB_SERVER,
    [`--defaults-file=${join(folder, 'my.cnf')}`, '--wsrep-recover', `--log-error=${join(folder, 'recover.log')}`],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (recovery.status !== 0) return undefined;
  const found = /Recovered position: (\S+:-?\d+)/.exec(readFileSync(join(folder, 'recover.log'), 'utf8'));
  return found?.[1];
}

function clusterInfo(dir) {
  return JSON.parse(readFileSync(join(dir, 'cluster.json'), 'utf8'));
}

async function start(dir) {
  const missing = galeraMissing();
  if (missing) throw new Error(`Cannot start a Galera cluster: ${missing}`);
  const clusterName = `hk-galera-${process.pid}-${Date.now()}`;
  const nodes = Array.from({ length: NODES }, (_, index) => nodeOf(index));
  const info = {
    dir,
    clusterName,
    nodes: nodes.map((node) => ({ ...node, url: `mysql://root@127.0.0.1:${node.sqlPort}` })),
  };
  writeFileSync(join(dir, 'cluster.json'), JSON.stringify(info, null, 2));
  for (const node of nodes) {
    mkdirSync(join(nodeDir(dir, node), 'data'), { recursive: true });
    writeConfig(dir, node, clusterName);
  }
  const [first, ...joiners] = nodes;
  if (runningAsRoot()) {
    chmodSync(dir, 0o755);
    spawnSync('chown', ['-R', 'mysql:mysql', dir]);
  }
  const installed = spawnSync(
    MARIADB_INSTALL_DB,
    [`--defaults-file=${join(nodeDir(dir, first), 'my.cnf')}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) throw new Error(`mariadb-install-db failed: ${installed.stderr}`);
  log(`bootstrapping ${first.name} on 127.0.0.1:${first.sqlPort}`);
  launch(dir, first, ['--wsrep-new-cluster']);
  await waitUntilSynced(dir, first, 1);
  // Joiners one at a time: each takes a full copy (SST by rsync) from a member that is already synced.
  for (const [index, node] of joiners.entries()) {
    log(`joining ${node.name} on 127.0.0.1:${node.sqlPort}`);
    launch(dir, node, []);
    await waitUntilSynced(dir, node, index + 2);
  }
  log(`synced: ${nodes.length} nodes`);
  return info;
}

async function stopNode(dir, node, signal) {
  const pid = pidOf(dir, node);
  if (pid === undefined || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + 30_000;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(50);
}

async function stop(dir) {
  if (!existsSync(join(dir, 'cluster.json'))) return;
  const { nodes } = clusterInfo(dir);
  await Promise.all(nodes.map((node) => stopNode(dir, node, 'SIGTERM')));
  rmSync(dir, { recursive: true, force: true });
  log(`stopped and removed ${dir}`);
}

async function kill(dir, index) {
  const node = clusterInfo(dir).nodes[index - 1];
  await stopNode(dir, node, 'SIGKILL');
  log(`killed ${node.name}`);
}

async function rejoin(dir, index) {
  const node = clusterInfo(dir).nodes[index - 1];
  const position = recoveredPosition(dir, node);
  log(`rejoining ${node.name}${position ? ` from ${position}` : ''}`);
  launch(dir, node, position ? [`--wsrep-start-position=${position}`] : []);
  await waitUntilSynced(dir, node, NODES);
  log(`${node.name} synced again`);
}

function status(dir) {
  return clusterInfo(dir).nodes.map((node) => ({ node: node.name, port: node.sqlPort, ...(wsrepStatus(node) ?? { down: true }) }));
}

/** Starts a cluster, runs `command` against it, and stops it however the command ends (Ctrl-C or a kill included). */
async function run(command) {
  const dir = mkdtempSync(join(tmpdir(), 'hk-galera-'));
  let child;
  let interrupted = false;
  const interrupt = (signal) => {
    interrupted = true;
    child?.kill(signal);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const info = await start(dir);
    if (interrupted) return 1;
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, GALERA_DIR: dir, GALERA_URLS: info.nodes.map((node) => node.url).join(',') },
    });
    return await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stop(dir);
  }
}

async function main() {
  const [command] = process.argv.slice(2);
  const dir = option('dir');
  const node = Number(option('node'));
  switch (command) {
    case 'start': {
      const folder = dir ?? mkdtempSync(join(tmpdir(), 'hk-galera-'));
      mkdirSync(folder, { recursive: true });
      try {
        process.stdout.write(`${JSON.stringify(await start(folder))}\n`);
      } catch (error) {
        if (!process.argv.includes('--keep-on-failure')) await stop(folder);
        throw error;
      }
      return 0;
    }
    case 'status':
      process.stdout.write(`${JSON.stringify(status(dir), null, 2)}\n`);
      return 0;
    case 'kill':
      await kill(dir, node);
      return 0;
    case 'rejoin':
      await rejoin(dir, node);
      return 0;
    case 'stop':
      await stop(dir);
      return 0;
    case 'run': {
      const separator = process.argv.indexOf('--');
      return run(process.argv.slice(separator + 1));
    }
    default:
      process.stderr.write('usage: node scripts/galera-cluster.mjs start|status|kill|rejoin|stop|run (see the top of this file)\n');
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(error.message);
    process.exit(1);
  },
);

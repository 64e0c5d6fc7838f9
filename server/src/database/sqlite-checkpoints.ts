import { Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';

/** How often the background connection copies committed pages from the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 250;

/**
 * WAL pages past which the app's own connection still checkpoints (about 40 MB), should the background one fall
 * behind; SQLite's default is 1,000. The log file is cut back to JOURNAL_SIZE_LIMIT_BYTES once it restarts.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
export const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

// A worker of a few lines, given as source so that it runs the same from dist/ and under the test runner.
const CHECKPOINT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // The next tick tries again; the app's own connection checkpoints past its threshold meanwhile.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Ends the worker and its connection; resolves when the thread has exited. */
  stop(): Promise<void>;
}

/**
 * Checkpoints an SQLite database from a worker thread with a connection of its own. A checkpoint writes the log's
 * pages into the database file and waits for the disk; run by the app's connection, as SQLite does after a commit
 * that fills 1,000 log pages, it stopped the event loop for 2-16 ms every few dozen orders, a quarter of the loop's
 * time under the benchmark's load (docs/performance.md). A PASSIVE checkpoint never blocks the writer or readers.
 */
export function checkpointInBackground(file: string, everyMs = CHECKPOINT_EVERY_MS): BackgroundCheckpoints {
  const worker = new Worker(CHECKPOINT_WORKER, { eval: true, workerData: { file, everyMs, driver: require.resolve('better-sqlite3') } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error: Error) => new Logger('SqliteCheckpoints').warn(`Background checkpoints stopped: ${error.message}`));
  return {
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}

/** Checkpoints `dataSource`'s SQLite file in the background until the data source is destroyed. */
export function checkpointDataSourceInBackground(dataSource: DataSource): void {
  const file = String(dataSource.options.database);
  if (file === ':memory:') return;
  const checkpoints = checkpointInBackground(file);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    await checkpoints.stop();
    return destroy();
  };
}

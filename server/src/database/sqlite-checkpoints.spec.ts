import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpointInBackground } from './sqlite-checkpoints';

describe('checkpointInBackground', () => {
  let folder: string;
  let db: Database.Database;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'hk-checkpoints-'));
    db = new Database(join(folder, 'kitchen.sqlite'));
    db.pragma('journal_mode = WAL');
    // As the app's connection: it would not checkpoint by itself until the log is far larger than this test's.
    db.pragma('wal_autocheckpoint = 10000');
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  });

  afterEach(() => {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const databaseFileSize = () => statSync(join(folder, 'kitchen.sqlite')).size;
  const writeNotes = () => {
    const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 200; i += 1) insert.run('x'.repeat(500));
    })();
  };

  it('copies committed pages from the log into the database file from another thread, while this one waits on nothing', async () => {
    const checkpoints = checkpointInBackground(join(folder, 'kitchen.sqlite'), 20);
    try {
      const before = databaseFileSize();
      writeNotes();
      expect(databaseFileSize()).toBe(before);
      const deadline = Date.now() + 5000;
      while (databaseFileSize() === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(databaseFileSize()).toBeGreaterThan(before);
      expect(db.prepare('SELECT COUNT(*) AS count FROM notes').get()).toEqual({ count: 200 });
    } finally {
      await checkpoints.stop();
    }
  });

  it('stops: after stop() resolves, the log grows and the database file stays as it was', async () => {
    const checkpoints = checkpointInBackground(join(folder, 'kitchen.sqlite'), 20);
    await checkpoints.stop();
    const before = databaseFileSize();
    writeNotes();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(databaseFileSize()).toBe(before);
  });
});

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { AppConfig } from '../config/app-config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once into the data folder and kept (subscriptions depend on it). */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(config.dataDir, { recursive: true });
  const keys = generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

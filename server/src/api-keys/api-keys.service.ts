import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { ListQuery } from '../common/simple-rest';
import { API_SCOPES, ApiScope } from './api-key-scopes';
import { keyIdOf, newSecret, secretMatches } from './api-key-secret';
import { ApiKeyUsage } from './api-key-usage';
import { ApiKey } from './api-key.entity';
import { apiKeyError } from './api-key.exception';

export const API_KEY_SORT_FIELDS = ['id', 'name', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;

/** The longest a rotated-out secret may keep working: a week. */
export const MAX_ROTATION_GRACE_MINUTES = 7 * 24 * 60;

export interface NewApiKey {
  name: string;
  scopes: ApiScope[];
  expiresAt?: Date | null;
}

/** A key with its secret, which exists only in this answer. */
export interface IssuedApiKey {
  key: ApiKey;
  secret: string;
}

/** Integrators' keys: made, listed, rotated and revoked by admins; checked on every call that brings one. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly usage: ApiKeyUsage,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<{ rows: ApiKey[]; total: number }> {
    const [rows, total] = await this.keys.findAndCount({
      order: { [query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows, total };
  }

  async findOrThrow(id: number): Promise<ApiKey> {
    const key = await this.keys.findOneBy({ id });
    if (!key) throw apiKeyError('API_KEY_NOT_FOUND');
    return key;
  }

  async create(input: NewApiKey, createdBy: number): Promise<IssuedApiKey> {
    if (input.expiresAt && input.expiresAt <= this.clock.now()) throw apiKeyError('API_KEY_INPUT', 'expiresAt must be in the future');
    const { keyId, secret, hash } = newSecret();
    const now = this.clock.now();
    const key = await this.keys.save(
      this.keys.create({
        name: input.name,
        keyId,
        secretHash: hash,
        previousSecretHash: null,
        previousValidUntil: null,
        scopes: API_SCOPES.filter((scope) => input.scopes.includes(scope)),
        createdBy,
        expiresAt: input.expiresAt ?? null,
        revokedAt: null,
        lastUsedAt: null,
        useCount: 0,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { key, secret };
  }

  /** A new secret; the old one keeps working for `graceMinutes` (0: stops at once). */
  async rotate(id: number, graceMinutes: number): Promise<IssuedApiKey> {
    const key = await this.findOrThrow(id);
    if (key.revokedAt) throw apiKeyError('API_KEY_REVOKED');
    const { secret, hash } = newSecret(key.keyId);
    const now = this.clock.now();
    key.previousSecretHash = graceMinutes > 0 ? key.secretHash : null;
    key.previousValidUntil = graceMinutes > 0 ? new Date(now.getTime() + graceMinutes * 60_000) : null;
    key.secretHash = hash;
    return { key: await this.keys.save(key), secret };
  }

  /** Stops the key on every instance at once: each call reads the key's row. */
  async revoke(id: number): Promise<ApiKey> {
    const key = await this.findOrThrow(id);
    if (!key.revokedAt) {
      key.revokedAt = this.clock.now();
      await this.keys.save(key);
    }
    return key;
  }

  /** The key a request's secret belongs to, while it holds; counts the use. */
  async authenticate(secret: string): Promise<ApiKey> {
    const keyId = keyIdOf(secret);
    const key = keyId ? await this.keys.findOneBy({ keyId }) : null;
    const now = this.clock.now();
    const matches =
      !!key &&
      (secretMatches(secret, key.secretHash) ||
        (!!key.previousValidUntil && key.previousValidUntil > now && secretMatches(secret, key.previousSecretHash)));
    if (!key || !matches) throw apiKeyError('API_KEY_INVALID');
    if (key.revokedAt) throw apiKeyError('API_KEY_REVOKED');
    if (key.expiresAt && key.expiresAt <= now) throw apiKeyError('API_KEY_EXPIRED', key.expiresAt.toISOString());
    this.usage.record(key.id, now);
    return key;
  }
}

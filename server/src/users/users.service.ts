import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Language } from '../common/language';
import { containsPattern, LIKE_ESCAPE } from '../common/like-pattern';
import { normalisePhone } from './account-rules';
import { User } from './user.entity';
import { userError } from './user.exception';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async findUserByIdOrThrow(id: number, manager?: EntityManager): Promise<User> {
    const user = await (manager?.getRepository(User) ?? this.users).findOneBy({ id });
    if (!user) throw userError('USER_NOT_FOUND');
    return user;
  }

  /** Every admin account: who hears of trouble the kitchen's integrations run into. */
  admins(): Promise<User[]> {
    return this.users.findBy({ role: 'ADMIN' });
  }

  /** Accounts by id (unknown ids are simply absent): how other modules learn a name or an e-mail. */
  async findByIds(ids: number[], manager?: EntityManager): Promise<Map<number, User>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await (manager?.getRepository(User) ?? this.users).findBy({ id: In(unique) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Ids of accounts whose name or e-mail contains `text`, ignoring case (admin searches). */
  async idsMatching(text: string): Promise<number[]> {
    const rows = await this.users
      .createQueryBuilder('user')
      .select('user.id', 'id')
      .where(`(LOWER(user.name) LIKE :pattern ESCAPE '${LIKE_ESCAPE}' OR LOWER(user.email) LIKE :pattern ESCAPE '${LIKE_ESCAPE}')`, {
        pattern: containsPattern(text),
      })
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByPhone(phone: string): Promise<User | null> {
    return this.users.findOneBy({ phone });
  }

  /** Phone numbers are not unique (a household may share one), so a lookup by phone may find several. */
  findAllByPhone(phone: string): Promise<User[]> {
    return this.users.find({ where: { phone }, order: { id: 'ASC' } });
  }

  /** Only the name, the phone and the language change through the profile; e-mail and role never do. */
  async updateProfile(user: User, changes: { name?: string; phone?: string; language?: Language }): Promise<User> {
    if (changes.name !== undefined) user.name = changes.name;
    if (changes.phone !== undefined) user.phone = normalisePhone(changes.phone);
    if (changes.language !== undefined) user.language = changes.language;
    return this.save(user);
  }

  /** A new password hash; the e-mail counts as proved (the caller checked an e-mailed code). Revokes every earlier token. */
  async replacePassword(userId: number, passwordHash: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { passwordHash, emailVerified: true });
    await this.revokeTokens(userId, manager);
  }

  async markEmailVerified(user: User, manager: EntityManager): Promise<User> {
    user.emailVerified = true;
    return manager.getRepository(User).save(user);
  }

  /** Revokes every token issued so far (logout everywhere, password reset). */
  async revokeTokens(userId: number, manager?: EntityManager): Promise<void> {
    if (manager) await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
    else await this.users.increment({ id: userId }, 'tokenVersion', 1);
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'ADMIN' });
  }

  /** Through the write queue: on SQLite a lone write must never land inside another caller's open transaction. */
  save(user: User): Promise<User> {
    return this.users.save(user);
  }

  create(fields: Partial<User>): User {
    return this.users.create(fields);
  }
}

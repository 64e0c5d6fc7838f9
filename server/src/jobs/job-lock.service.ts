import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { JobLock } from './job-lock.entity';

/**
 * Lets exactly one server instance run a scheduled job per lease. The lease is won with a
 * conditional UPDATE (only an expired lease can be taken) or, for a job never run before, an
 * INSERT that the primary key lets only one instance make; the database decides the winner.
 */
@Injectable()
export class JobLockService {
  private readonly logger = new Logger('JobLock');
  /** Identifies this process in job_locks.owner, which helps when reading the table by hand. */
  private readonly instanceId = `${hostname().slice(0, 20)}-${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    @InjectRepository(JobLock) private readonly locks: Repository<JobLock>,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `task` when this call wins the lease named `name`, and answers whether it ran. A won
   * lease is kept until it expires, so instances whose crons fire moments apart do not repeat the
   * job within `leaseMs`; a failed task gives the lease back so the next tick may retry.
   */
  async runExclusive(name: string, leaseMs: number, task: () => Promise<void>): Promise<boolean> {
    const owner = `${this.instanceId}-${randomUUID().slice(0, 8)}`;
    if (!(await this.acquire(name, owner, leaseMs))) return false;
    try {
      await task();
      return true;
    } catch (error) {
      await this.release(name, owner);
      throw error;
    }
  }

  /**
   * For @Cron handlers: runExclusive, with any failure (of the task or of the lease itself, say the database
   * is down) logged once and kept from the scheduler; the next tick tries again.
   */
  async runScheduled(name: string, leaseMs: number, task: () => Promise<void>): Promise<void> {
    try {
      await this.runExclusive(name, leaseMs, task);
    } catch (error) {
      this.logger.error(`Job ${name} failed: ${(error as Error).message}`, (error as Error).stack);
    }
  }

  private async acquire(name: string, owner: string, leaseMs: number): Promise<boolean> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + leaseMs);
    const taken = await this.locks
      .createQueryBuilder()
      .update(JobLock)
      .set({ lockedUntil, owner })
      .where('name = :name AND locked_until <= :now', { name, now })
      .execute();
    if ((taken.affected ?? 0) > 0) return true;
    // First run of this job: the primary key lets one insert through; the others are ignored
    // (no error logged), and reading the owner back tells who won.
    await this.locks.createQueryBuilder().insert().into(JobLock).values({ name, lockedUntil, owner }).orIgnore().execute();
    const holder = await this.locks.findOneBy({ name });
    return holder?.owner === owner;
  }

  private async release(name: string, owner: string): Promise<void> {
    await this.locks
      .createQueryBuilder()
      .update(JobLock)
      .set({ lockedUntil: this.clock.now() })
      .where('name = :name AND owner = :owner', { name, owner })
      .execute();
  }
}

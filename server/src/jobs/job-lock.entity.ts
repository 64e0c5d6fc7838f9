import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A lease that lets exactly one server instance run a scheduled job at a time. */
@Entity('job_locks')
export class JobLock {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'datetime', precision: 3 })
  lockedUntil: Date;

  @Column({ type: 'varchar', length: 64 })
  owner: string;
}

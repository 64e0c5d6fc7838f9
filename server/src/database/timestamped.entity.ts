import { BeforeInsert, BeforeUpdate, Column } from 'typeorm';

/**
 * createdAt/updatedAt kept by the entity rather than by database defaults, so one migration
 * serves SQLite and MySQL alike and services can stamp times from the injectable Clock.
 */
export abstract class Timestamped {
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @BeforeInsert()
  protected stampCreation(): void {
    this.createdAt ??= new Date();
    this.updatedAt ??= this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}

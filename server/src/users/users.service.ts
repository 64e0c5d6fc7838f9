import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async findUserByIdOrThrow(id: number, manager?: EntityManager): Promise<User> {
    const user = await (manager?.getRepository(User) ?? this.users).findOneBy({ id });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByPhone(phone: string): Promise<User | null> {
    return this.users.findOneBy({ phone });
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'ADMIN' });
  }

  save(user: User): Promise<User> {
    return this.users.save(user);
  }

  create(fields: Partial<User>): User {
    return this.users.create(fields);
  }
}

import type { User } from '../users/user.entity';
import type { AuthAnswerDto } from './dto/auth-answer.dto';

export function authAnswer(user: User, token: string): AuthAnswerDto {
  return { token, userId: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role, language: user.language };
}

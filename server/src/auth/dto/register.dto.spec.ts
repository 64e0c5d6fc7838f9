import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ACCOUNT_MESSAGES as M } from '../../users/account-rules';
import { RegisterDto } from './register.dto';

const valid = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', password: 'Secret@123' };

function messagesFor(body: Record<string, unknown>): Record<string, string> {
  const errors = validateSync(plainToInstance(RegisterDto, body), { stopAtFirstError: true });
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})[0]]));
}

describe('RegisterDto', () => {
  it('names every missing field with the spec message', () => {
    expect(messagesFor({})).toEqual({ name: M.nameRequired, email: M.emailRequired, phone: M.phoneRequired, password: M.passwordRequired });
  });

  it('rejects wrong types and shapes with the spec messages', () => {
    expect(messagesFor({ name: 5, email: 'asha@', phone: '12345', password: 'abcdefgh' })).toEqual({
      name: M.nameRequired,
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      password: 'Password needs a number and a symbol such as @, # or -',
    });
    expect(messagesFor({ ...valid, name: '   ' })).toEqual({ name: M.nameRequired });
    expect(messagesFor({ ...valid, password: 'Secret 123' })).toEqual({});
    expect(messagesFor({ ...valid, password: 'Secret123' })).toEqual({ password: 'Password needs a symbol such as @, # or -' });
    expect(messagesFor({ ...valid, password: `Secret@1${'a'.repeat(130)}` })).toEqual({ password: M.passwordTooLong });
    expect(messagesFor({ ...valid, phone: '+1234567890123456' })).toEqual({ phone: M.phoneInvalid });
  });

  it('trims the name, lower-cases the e-mail and drops phone separators before checking', () => {
    const dto = plainToInstance(RegisterDto, { ...valid, name: '  Asha  ', email: ' Asha@Example.COM ', phone: '(987) 654-3210' });
    expect(validateSync(dto)).toEqual([]);
    expect(dto).toMatchObject({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
  });
});

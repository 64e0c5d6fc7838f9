import {
  passwordShortfallMessage as serverMessage,
  passwordShortfalls as serverShortfalls,
} from '../../../../server/src/users/account-rules';
import { passwordShortfallMessage } from './password-rule';

// The server's own rule, read from its source: the form must refuse and word exactly what the API would.
describe('password rule, as the server has it', () => {
  it.each(['', 'abc', 'secretword', 'Secret123', 'SECRET@@', '12345678', 'Short@1'])(
    'words what %j lacks as the server does',
    (password) => {
      expect(passwordShortfallMessage(password)).toBe(serverMessage(password));
    },
  );

  it.each(['Secret@123', 'Chai#2026', 'चाय₹2026ab', 'Spaces 123', 'dal-makhani-9'])('accepts %j as the server does', (password) => {
    expect(serverShortfalls(password)).toEqual([]);
    expect(passwordShortfallMessage(password)).toBeUndefined();
  });
});

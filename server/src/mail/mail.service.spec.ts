import { pooledSmtpUrl } from './mail.service';

describe('pooledSmtpUrl', () => {
  it('adds the pool and the timeouts to the query, where nodemailer reads them', () => {
    const url = new URL(pooledSmtpUrl('smtp://user:p%40ss@smtp.example.com:587'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('30000');
    expect(`${url.username}:${url.password}@${url.host}`).toBe('user:p%40ss@smtp.example.com:587');
  });

  it('keeps what SMTP_URL already says', () => {
    const url = new URL(pooledSmtpUrl('smtps://smtp.example.com?socketTimeout=90000&maxConnections=2'));
    expect(url.protocol).toBe('smtps:');
    expect(url.searchParams.get('socketTimeout')).toBe('90000');
    expect(url.searchParams.get('maxConnections')).toBe('2');
    expect(url.searchParams.get('pool')).toBe('true');
  });
});

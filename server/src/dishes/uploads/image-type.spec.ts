import { detectImageKind } from './image-type';

describe('detectImageKind', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(detectImageKind(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.extension).toBe('webp');
  });

  it('refuses other content, whatever it claims to be', () => {
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageKind(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
    expect(detectImageKind(Buffer.alloc(0))).toBeUndefined();
  });
});

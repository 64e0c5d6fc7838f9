import { readFileSync } from 'node:fs';
import { sfntFromWoff } from './woff-font';

const woffOf = (weight: string) =>
  readFileSync(require.resolve(`@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-${weight}.woff`));

/** The OpenType checksum of a table: its bytes as big-endian 32-bit words, summed modulo 2^32. */
function checksumOf(table: Buffer): number {
  const words = Buffer.alloc((table.length + 3) & ~3);
  table.copy(words);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('sfntFromWoff', () => {
  it.each(['Regular', 'SemiBold'])('unpacks IBM Plex Sans Devanagari %s into a font whose every table matches its checksum', (weight) => {
    const woff = woffOf(weight);
    const sfnt = sfntFromWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    // WOFF records the size of the font it was made from.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const tableCount = sfnt.readUInt16BE(4);
    expect(tableCount).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let index = 0; index < tableCount; index += 1) {
      const entry = 12 + index * 16;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      tags.push(tag);
      const offset = sfnt.readUInt32BE(entry + 8);
      const table = Buffer.from(sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)));
      // The head table's checksum is taken with its checkSumAdjustment (bytes 8-11) at zero.
      if (tag === 'head') table.fill(0, 8, 12);
      expect([tag, checksumOf(table)]).toEqual([tag, sfnt.readUInt32BE(entry + 4)]);
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'GSUB']));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => sfntFromWoff(Buffer.from('OTTO and then something else entirely'))).toThrow('Not a WOFF font');
  });
});

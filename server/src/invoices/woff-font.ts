import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * The plain TrueType/OpenType font inside a WOFF file: each table inflated once, with native zlib. Given the WOFF
 * itself, pdfkit's font engine inflates a table in JavaScript every time it reads from it, once per glyph drawn;
 * that was nine tenths of an invoice's render time.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table inflated to the wrong length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const searchPower = 2 ** Math.floor(Math.log2(tableCount));
  let offset = SFNT_HEADER_BYTES + tableCount * SFNT_ENTRY_BYTES;
  const sfnt = Buffer.alloc(offset + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchPower * 16, 6);
  sfnt.writeUInt16BE(Math.log2(searchPower), 8);
  sfnt.writeUInt16BE(tableCount * 16 - searchPower * 16, 10);
  // WOFF keeps the tables' directory sorted by tag, as SFNT requires.
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

import { csvDocument, csvField, csvRow } from '../common/csv';

describe('csv', () => {
  it('leaves plain values alone and writes null as empty', () => {
    expect(csvRow(['Dal', 3, 529.74, null, undefined])).toBe('Dal,3,529.74,,');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('Ravi, "the regular"')).toBe('"Ravi, ""the regular"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises text that a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(csvDocument(['a,b', '1,2'])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});

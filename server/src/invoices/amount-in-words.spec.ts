import { amountInWords, numberInWords } from './amount-in-words';

describe('amount in words (Indian system)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [105, 'One Hundred Five'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000, 'One Lakh'],
    [1_234_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [10_000_000, 'One Crore'],
    [10_001_001, 'One Crore One Thousand One'],
    [987_654_321, 'Ninety Eight Crore Seventy Six Lakh Fifty Four Thousand Three Hundred Twenty One'],
    [1_000_000_000, 'One Hundred Crore'],
    [123_456_789_012, 'Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve'],
  ])('writes %d as %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise the way invoices do', () => {
    expect(amountInWords(10550)).toBe('Rupees One Hundred Five and Fifty Paise Only');
    expect(amountInWords(48384)).toBe('Rupees Four Hundred Eighty Three and Eighty Four Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(150_000_00)).toBe('Rupees One Lakh Fifty Thousand Only');
    expect(amountInWords(201)).toBe('Rupees Two and One Paisa Only');
    expect(amountInWords(75)).toBe('Seventy Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
  });
});

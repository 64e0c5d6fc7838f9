import { en } from './locales/en';
import { errorsEn } from './locales/errors';
import { hi } from './locales/hi';
import { tiffinEn, tiffinHi } from './locales/tiffin';
import { whatsappEn, whatsappHi } from './locales/whatsapp';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// Each page's English texts (i18n/sections/), which the pages register with their code.
const sections = Object.values(import.meta.glob<Record<string, object>>('./sections/*.ts', { eager: true }));

// The bundled texts, and each namespace loaded with the pages that use it (i18n/whatsapp-texts.ts, i18n/tiffin-texts.ts).
it('has a section file for every page section of the Hindi texts, each in one place', () => {
  const names = sections.flatMap((section) => Object.keys(section));
  expect(new Set(names).size).toBe(names.length);
  expect(names.filter((name) => name in en)).toEqual([]);
});

describe.each([
  {
    file: 'en.ts (with sections/ and errors.ts) and hi.ts',
    english: leaves(Object.assign({}, en, ...sections, { errors: errorsEn }) as Tree),
    hindi: leaves(hi),
  },
  { file: 'whatsapp.ts', english: leaves(whatsappEn), hindi: leaves(whatsappHi) },
  { file: 'tiffin.ts', english: leaves(tiffinEn), hindi: leaves(tiffinHi) },
])('message files: $file', ({ english, hindi }) => {
  it('has every English key in Hindi and no Hindi key English lacks', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('fills the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty text, and Hindi texts are written in Devanagari', () => {
    expect([...english, ...hindi].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    // Brand names and the copyright line aside, a Hindi text with no Devanagari letter was left untranslated.
    const untranslated = [...hindi].filter(([key, text]) => !/[\u0900-\u097F]/.test(text) && key !== 'common.kitchenName');
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

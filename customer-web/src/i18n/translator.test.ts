import { interpolate, Translator } from './translator';

function site() {
  const translator = new Translator('en', 'en');
  translator.addResourceBundle('en', 'translation', {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Your Cart' },
    greeting: 'Hello {{name}}',
    only: { english: 'Only in English' },
  });
  translator.addResourceBundle('hi', 'translation', {
    cart: { items_one: '{{count}} आइटम', items_other: '{{count}} आइटम्स', title: 'आपकी कार्ट' },
    greeting: 'नमस्ते {{name}}',
  });
  translator.addResourceBundle('en', 'tiffin', { plan: 'Plan' });
  return translator;
}

describe('Translator', () => {
  it('looks up nested keys and fills placeholders', () => {
    expect(site().t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(site().t('cart.title')).toBe('Your Cart');
  });

  it("chooses the plural by the language's rules: Hindi counts 0 as one, English as other", async () => {
    const translator = site();
    expect(translator.t('cart.items', { count: 0 })).toBe('0 items');
    expect(translator.t('cart.items', { count: 1 })).toBe('1 item');
    await translator.changeLanguage('hi');
    expect(translator.t('cart.items', { count: 0 })).toBe('0 आइटम');
    expect(translator.t('cart.items', { count: 5 })).toBe('5 आइटम्स');
  });

  it('falls back to English for a message the language lacks, then to the default value, then to the key', async () => {
    const translator = site();
    await translator.changeLanguage('hi');
    expect(translator.t('only.english')).toBe('Only in English');
    expect(translator.t('missing.key', { defaultValue: 'Ready' })).toBe('Ready');
    expect(translator.t('missing.key')).toBe('missing.key');
    expect(translator.exists('only.english')).toBe(true);
    expect(translator.exists('missing.key')).toBe(false);
  });

  it("reads another namespace's message by its prefix, and a namespace's own t stays in it", () => {
    const translator = site();
    expect(translator.getFixedT('tiffin')('plan')).toBe('Plan');
    expect(translator.getFixedT('tiffin')('translation:cart.title')).toBe('Your Cart');
    expect(translator.t('plan')).toBe('plan');
  });

  it('merges deep bundles without overwriting what is there unless asked', () => {
    const translator = site();
    translator.addResourceBundle('en', 'translation', { cart: { title: 'Basket', empty: 'Nothing yet' } }, true, false);
    expect(translator.t('cart.title')).toBe('Your Cart');
    expect(translator.t('cart.empty')).toBe('Nothing yet');
    translator.addResourceBundle('en', 'translation', { cart: { title: 'Basket' } }, true, true);
    expect(translator.t('cart.title')).toBe('Basket');
    expect(translator.t('cart.items', { count: 2 })).toBe('2 items');
  });

  it('tells its listeners of a change of language, and hands out a new t for the new language', async () => {
    const translator = site();
    const listener = vi.fn();
    const stop = translator.subscribe(listener);
    const englishT = translator.getFixedT();
    expect(translator.getFixedT()).toBe(englishT);
    await translator.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    await translator.changeLanguage('hi');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.getFixedT()).not.toBe(englishT);
    expect(translator.getFixedT()('cart.title')).toBe('आपकी कार्ट');
    stop();
    await translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('interpolate', () => {
  it('fills each placeholder, leaves a missing value blank and takes values as they are', () => {
    expect(interpolate('{{dish}} for {{ name }}: {{missing}}done', { dish: 'Dal & rice <b>', name: 'Asha' })).toBe(
      'Dal & rice <b> for Asha: done',
    );
  });
});

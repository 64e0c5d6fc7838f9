/** A tree of texts: each leaf a message, each branch a section (`'menu.title'` is `{ menu: { title } }`). */
export interface Texts {
  [key: string]: string | Texts;
}

/** What a message is filled in with: `{{name}}` values, `count` for plurals, and a text to use when the key is missing. */
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

const DEFAULT_NAMESPACE = 'translation';
const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null;
}

function merged(target: Texts, source: Texts, overwrite: boolean): Texts {
  const result: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    if (isTexts(current) && isTexts(value)) result[key] = merged(current, value, overwrite);
    else if (current === undefined || overwrite) result[key] = value;
  }
  return result;
}

/** A value as a message shows it: numbers and strings as they are, nothing for a value not given. */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Fills `{{name}}` placeholders from `values`; a value not given leaves nothing, as a blank in the sentence. */
export function interpolate(message: string, values: TranslateOptions = {}): string {
  return message.replace(PLACEHOLDER, (_placeholder, name: string) => textOf(values[name]));
}

/**
 * The customer site's translations: texts per language and namespace, the language in use, and `t` to look a
 * message up. What it does is what the site's messages use: nested keys, `{{name}}` placeholders, plurals by
 * `_one`/`_other` suffixes chosen with the language's plural rules, a namespace prefix (`'translation:common.retry'`),
 * a default value, and English for a message another language lacks. React components read it through
 * `useTranslation` (./use-translation.tsx), which draws again when the language changes.
 */
export class Translator {
  private currentLanguage: string;
  private readonly texts = new Map<string, Texts>();
  private readonly namespaces = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TranslateFunction>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
  ) {
    this.currentLanguage = language;
  }

  get language(): string {
    return this.currentLanguage;
  }

  /** Adds texts to a language's namespace; with `deep`, into the sections already there, keeping what is there unless `overwrite`. */
  addResourceBundle(language: string, namespace: string, texts: object, deep = false, overwrite = false): void {
    const key = `${language}|${namespace}`;
    const current = this.texts.get(key) ?? {};
    this.namespaces.add(namespace);
    this.texts.set(key, deep ? merged(current, texts as Texts, overwrite) : { ...current, ...(texts as Texts) });
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.texts.has(`${language}|${namespace}`);
  }

  /** Whether `key` has a message in the language in use (or English). */
  exists(key: string): boolean {
    return this.find(DEFAULT_NAMESPACE, key) !== undefined;
  }

  /** A promise, as the languages' loaders are: the texts are added before (i18n.ts, applyLanguage). */
  changeLanguage(language: string): Promise<void> {
    if (language !== this.currentLanguage) {
      this.currentLanguage = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** Calls `listener` whenever the language changes; returns how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  t: TranslateFunction = (key, options) => this.translate(DEFAULT_NAMESPACE, key, options);

  /** `t` for one namespace in the language in use; a new function for each language, so memoised texts follow a change. */
  getFixedT(namespace = DEFAULT_NAMESPACE): TranslateFunction {
    const cacheKey = `${this.currentLanguage}|${namespace}`;
    let t = this.fixed.get(cacheKey);
    if (!t) {
      t = (key, options) => this.translate(namespace, key, options);
      this.fixed.set(cacheKey, t);
    }
    return t;
  }

  private translate(namespace: string, key: string, options: TranslateOptions = {}): string {
    const message = this.find(namespace, key, options.count);
    return message === undefined ? (options.defaultValue ?? key) : interpolate(message, options);
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private find(namespace: string, key: string, count?: number): string | undefined {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    if (separator > 0 && this.namespaces.has(key.slice(0, separator))) {
      return this.find(key.slice(0, separator), key.slice(separator + 1), count);
    }
    const languages =
      this.currentLanguage === this.fallbackLanguage ? [this.currentLanguage] : [this.currentLanguage, this.fallbackLanguage];
    for (const language of languages) {
      const texts = this.texts.get(`${language}|${namespace}`);
      if (!texts) continue;
      const candidates = typeof count === 'number' ? [`${key}_${this.pluralOf(language, count)}`, key] : [key];
      for (const candidate of candidates) {
        const found = candidate
          .split('.')
          .reduce<string | Texts | undefined>((node, part) => (isTexts(node) ? node[part] : undefined), texts);
        if (typeof found === 'string') return found;
      }
    }
    return undefined;
  }
}

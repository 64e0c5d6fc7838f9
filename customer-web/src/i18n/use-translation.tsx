import { cloneElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n-instance';
import { textOf, type TranslateFunction, type TranslateOptions } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const language = () => i18n.language;

/** `t` for a namespace (the site's texts by default) in the language in use; the component draws again when it changes. */
export function useTranslation(namespace?: string): { t: TranslateFunction; i18n: typeof i18n } {
  useSyncExternalStore(subscribe, language, language);
  return { t: i18n.getFixedT(namespace), i18n };
}

/** Stands for a value inside the message while its markup is read, so a value is never taken for markup. */
const VALUE_MARK = '\uE000';
const VALUE = new RegExp(`${VALUE_MARK}(\\w+)${VALUE_MARK}`, 'g');
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

interface TransProps {
  i18nKey: string;
  values?: TranslateOptions;
  /** The element each `<name>…</name>` of the message becomes, with the text between as its children. */
  components?: Record<string, ReactElement>;
  /** The `t` of another namespace than the site's texts. */
  t?: TranslateFunction;
}

/** A message with markup: 'We sent a code to <strong>{{email}}</strong>.' drawn with the elements `components` names. */
export function Trans({ i18nKey, values = {}, components = {}, t }: TransProps) {
  const { t: siteT } = useTranslation();
  const marks = Object.fromEntries(Object.keys(values).map((name) => [name, `${VALUE_MARK}${name}${VALUE_MARK}`]));
  const message = (t ?? siteT)(i18nKey, { ...marks, count: values.count });
  const fill = (text: string) => text.replace(VALUE, (_mark, name: string) => textOf(values[name]));
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name, inner] = match;
    if (match.index > from) parts.push(fill(message.slice(from, match.index)));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: match.index }, fill(inner)) : fill(inner));
    from = match.index + whole.length;
  }
  if (from < message.length) parts.push(fill(message.slice(from)));
  return <>{parts}</>;
}

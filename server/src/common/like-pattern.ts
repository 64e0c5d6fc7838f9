/** Escape character for LIKE; '!' means the same on SQLite and MySQL (a backslash does not). */
export const LIKE_ESCAPE = '!';

/** A lower-case `%text%` LIKE pattern with the wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

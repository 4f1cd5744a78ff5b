/** A LIKE pattern matching the text anywhere, its wildcards taken literally: use with ESCAPE '!'. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (symbol) => `!${symbol}`)}%`;
}

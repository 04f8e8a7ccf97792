// A case-insensitive "contains" pattern for ILIKE: the user's % and _ (and the escape
// character itself) match literally instead of acting as wildcards.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

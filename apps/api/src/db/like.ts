/** `s` for a LIKE pattern, its own `\`, `%` and `_` matched as themselves (the default escape `\`). */
export const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

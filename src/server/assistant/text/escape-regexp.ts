/** Text taken from a request, written so a pattern matches it literally ('St. Paul', 'C++ Tile'). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

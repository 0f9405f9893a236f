/**
 * The name as its owner writes it, when a mail program wrote it otherwise: a From: header without the
 * accents ('Mateo Rios <...>' signed 'Mateo Ríos', 'Zoe Benoit' signed 'Zoé Benoît'), or with a nickname
 * in quotes the person signs with ('Georgios "George" Kallas' signed 'George Kallas', 'Robert "Bobby"
 * Lang' signed 'Bobby Lang').
 */

const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/;
const plain = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function nameAsSigned(found: string, written: string): string {
  const text = written.slice(0, 20000);
  return withAccentsAsWritten(nicknameSignedWith(found, text), text);
}

/** Each word of the name written elsewhere with accents it lacks ('Rios' -> 'Ríos'). */
function withAccentsAsWritten(name: string, text: string): string {
  const words = name.split(' ');
  if (!words.some((w) => !ACCENTED.test(w)) || !ACCENTED.test(text)) return name;
  const keys = new Map(words.map((w, i) => [plain(w), i]));
  const out = [...words];
  for (const m of text.matchAll(WORD)) {
    const token = m[0];
    if (!ACCENTED.test(token)) continue;
    const i = keys.get(plain(token));
    // Only the same word with its accents, in the same capitals ('RIOS' is a heading, not a spelling).
    if (i !== undefined && !ACCENTED.test(out[i]!) && token.charAt(0) === token.charAt(0).toUpperCase() && out[i]!.charAt(0) === out[i]!.charAt(0).toUpperCase()) out[i] = token;
  }
  // Taken only when the whole name is written so somewhere (a sign-off, a signature), not word by word from others.
  const candidate = out.join(' ');
  return candidate !== name && text.includes(candidate) ? candidate : name;
}

/** 'Georgios "George" Kallas' who signs 'George Kallas': the name signed. */
// (Searched as text: a pattern built per request with Unicode classes costs milliseconds to compile.)
const QUOTED_NICKNAME = /[ \t]+["“'‘](\p{Lu}\p{Ll}{1,15})["”'’][ \t]+/uy;
function nicknameSignedWith(name: string, text: string): string {
  const words = name.split(' ');
  if (words.length !== 2) return name;
  const [given, surname] = words as [string, string];
  for (let at = text.indexOf(given), k = 0; at >= 0 && k < 20; at = text.indexOf(given, at + 1), k += 1) {
    QUOTED_NICKNAME.lastIndex = at + given.length;
    const m = QUOTED_NICKNAME.exec(text);
    if (!m || !text.startsWith(surname, QUOTED_NICKNAME.lastIndex)) continue;
    const signed = `${m[1]} ${surname}`;
    // Signed on a line of its own (or after a dash), not only the header's nickname.
    for (const line of text.split('\n')) {
      if (line.replace(/^[ \t]*[-–—~]?[ \t]*/, '').replace(/[ \t,.]*$/, '') === signed) return signed;
    }
    return name;
  }
  return name;
}

/**
 * American Soundex of a normalised name token: names that sound alike share a code
 * ('smith' and 'smyth' give S530). Used to group likely spellings for candidate search and as
 * weak evidence; never as proof. Tokens that are not plain a–z (other scripts) are their own code.
 */
const codes: Readonly<Record<string, string>> = {
  b: '1',
  f: '1',
  p: '1',
  v: '1',
  c: '2',
  g: '2',
  j: '2',
  k: '2',
  q: '2',
  s: '2',
  x: '2',
  z: '2',
  d: '3',
  t: '3',
  l: '4',
  m: '5',
  n: '5',
  r: '6',
};

export function soundex(token: string): string {
  if (token === '' || !isPlainLowercase(token)) return token;
  let result = token.charAt(0).toUpperCase();
  let previous = codes[token.charAt(0)] ?? '';
  for (let index = 1; index < token.length && result.length < 4; index += 1) {
    const letter = token.charAt(index);
    const code = codes[letter] ?? '';
    if (code !== '' && code !== previous) result += code;
    // 'h' and 'w' do not separate equal codes; vowels do.
    if (letter !== 'h' && letter !== 'w') previous = code;
  }
  return result.padEnd(4, '0');
}

function isPlainLowercase(token: string): boolean {
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    if (code < 97 || code > 122) return false;
  }
  return true;
}

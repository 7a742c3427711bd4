/**
 * `text` as one line (runs of white space read as one space) of at most
 * `maxChars` characters: a longer text is cut at a word, with an ellipsis
 * (mid-word when the last word break would keep less than half), for a text
 * someone typed or pasted that a screen repeats in a title or heading.
 */
export function shortText(text: string, maxChars: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxChars) return line;
  const cut = line.slice(0, maxChars);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxChars / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

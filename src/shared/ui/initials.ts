/** Up to two letters for an avatar without a picture: "Demo Reader" → "DR", "ana@x.test" → "A". */
export function initialsOf(fullName: string): string {
  const words = fullName.split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 && !fullName.includes('@') ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

/**
 * A reader of another language's words as Spanish ones (portuñol, Spanglish): only a message with
 * one of the `markers` (words only that language has) is rewritten, so the words it shares with
 * Spanish, or brands written in it, stay as they are elsewhere.
 */
export function spanishOf(markers: RegExp, words: ReadonlyArray<[RegExp, string]>) {
  return (folded: string): string =>
    markers.test(folded)
      ? words.reduce((text, [word, spanish]) => text.replace(word, spanish), folded).replace(/[ \t]+/g, ' ')
      : folded;
}

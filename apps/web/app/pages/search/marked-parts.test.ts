import { describe, expect, it } from 'vitest';
import { markedParts } from './marked-parts';

describe('markedParts', () => {
  it('cuts a snippet at its highlights, the matched words marked', () => {
    expect(
      markedParts('Delegate well: delegation frees you', [
        [0, 8],
        [15, 25],
      ]),
    ).toEqual([
      { text: 'Delegate', marked: true },
      { text: ' well: ', marked: false },
      { text: 'delegation', marked: true },
      { text: ' frees you', marked: false },
    ]);
  });

  it('marks Burmese syllables by their UTF-16 offsets', () => {
    const text = 'ခေါင်းဆောင်မှု အကြောင်း';
    expect(markedParts(text, [[0, 14]])).toEqual([
      { text: 'ခေါင်းဆောင်မှု', marked: true },
      { text: ' အကြောင်း', marked: false },
    ]);
  });

  it('keeps a snippet without highlights whole, and clips offsets it cannot trust', () => {
    expect(markedParts('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(
      markedParts('abcdef', [
        [4, 99],
        [1, 3],
        [2, 5],
        [5, 2],
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
    ]);
    expect(
      markedParts('abcdef', [
        [4, 5],
        [1, 2],
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
      { text: 'cd', marked: false },
      { text: 'e', marked: true },
      { text: 'f', marked: false },
    ]);
  });
});

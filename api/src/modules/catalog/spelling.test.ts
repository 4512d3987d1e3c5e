import { correctedSearch, createSpelling, editDistanceWithin, spellingWords } from './spelling';

/** Levenshtein's distance, the textbook way: the whole table. */
function levenshtein(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      table[i]![j] = Math.min(
        table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
      );
  return table[a.length]![b.length]!;
}

function spellingOf(...names: string[]) {
  const spelling = createSpelling();
  for (const name of names) spelling.add(name);
  return spelling;
}

describe('editDistanceWithin', () => {
  it('is the Levenshtein distance up to the bound, and one past it beyond', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const word = () => Array.from({ length: 1 + random(8) }, () => 'abcde'[random(5)]).join('');
    for (let pair = 0; pair < 2_000; pair++) {
      const [a, b, most] = [word(), word(), 1 + random(3)];
      expect([a, b, most, editDistanceWithin(a, b, most)]).toEqual([
        a,
        b,
        most,
        Math.min(levenshtein(a, b), most + 1),
      ]);
    }
  });

  it('measures words longer than its reused rows', () => {
    expect(editDistanceWithin('a'.repeat(70), `${'a'.repeat(69)}b`, 2)).toBe(1);
    expect(editDistanceWithin('shirt', 'shrit', 2)).toBe(2);
  });
});

describe('spelling', () => {
  it('takes the lowercase a–z words of 3 letters or more from a name, each once', () => {
    expect(spellingWords('Cotton T-Shirt, cotton 2-pack XL')).toEqual(['cotton', 'shirt', 'pack']);
  });

  it('corrects "shrit" to shirt, not sheet: both two edits away, shirt has the same letters', () => {
    const spelling = spellingOf('Linen Bed Sheet', 'Cotton Shirt');
    expect(spelling.nearest('shrit')).toBe('shirt');
  });

  it('prefers one edit to two, then the same first letter, then the first alphabetically', () => {
    expect(spellingOf('Blender', 'Slender Vase').nearest('blendr')).toBe('blender');
    expect(spellingOf('Mouse', 'House').nearest('gouse')).toBe('house');
    expect(spellingOf('Noise Machine', 'Toile Fabric').nearest('toise')).toBe('toile');
  });

  it('allows one edit for 4 letters and two from 5, and finds nothing farther', () => {
    const spelling = spellingOf('Lamp', 'Kettle');
    expect(spelling.nearest('lamb')).toBe('lamp');
    expect(spelling.nearest('lmab')).toBeNull();
    expect(spelling.nearest('kettel')).toBe('kettle');
    expect(spelling.nearest('kxttxx')).toBeNull();
  });

  it('offers a word while some name has it, and not once the last one is gone', () => {
    const spelling = spellingOf('Cotton Shirt', 'Silk Shirt');
    spelling.remove('Cotton Shirt');
    expect(spelling.nearest('shrit')).toBe('shirt');
    expect(spelling.nearest('cottn')).toBeNull();
    spelling.remove('Silk Shirt');
    expect(spelling.nearest('shrit')).toBeNull();
  });
});

describe('correctedSearch', () => {
  const spelling = spellingOf('Cotton Shirt', 'Wooden Spoon');

  it('replaces each unknown English word of 4+ letters by the nearest name word', () => {
    expect(correctedSearch('Cotten  shrit', spelling)).toBe('cotton shirt');
    expect(correctedSearch('wooden spon!', spelling)).toBe('wooden spoon');
  });

  it('is null when no word changes: known words, short ones, Khmer, nothing near', () => {
    expect(correctedSearch('cotton shirt', spelling)).toBeNull();
    expect(correctedSearch('shi', spelling)).toBeNull();
    expect(correctedSearch('អាវ', spelling)).toBeNull();
    expect(correctedSearch('xylophone', spelling)).toBeNull();
  });
});

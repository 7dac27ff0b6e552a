import { InputTooDeepError, InvalidTextError, inputProblem } from './input-text';

describe(inputProblem.name, () => {
  it.each(['a\u0000b', '\u0001', 'x\u001f', 'a\ud800', '\udc00b', '\ud83d'])(
    'refuses %j',
    (text) => {
      expect(inputProblem({ title: text })).toBeInstanceOf(InvalidTextError);
      expect(inputProblem([[text]])).toBeInstanceOf(InvalidTextError);
    },
  );

  it('accepts tab, newline, carriage return, accents and paired surrogates', () => {
    expect(
      inputProblem({ desc: 'Línea\tuno\r\ndos ñ 😀 \u007f', n: 3, ok: true, none: null }),
    ).toBeNull();
  });

  it('refuses a forbidden character in an object key', () => {
    expect(inputProblem({ 'a\u0000': 1 })).toBeInstanceOf(InvalidTextError);
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) {
      deep = i % 2 ? { a: deep } : [deep];
    }
    expect(inputProblem(deep)).toBeInstanceOf(InputTooDeepError);
    expect(inputProblem({ a: { b: [1] } }, { maxDepth: 3 })).toBeNull();
    expect(inputProblem({ a: { b: [[1]] } }, { maxDepth: 3 })).toBeInstanceOf(InputTooDeepError);
  });

  it('can check the depth only', () => {
    expect(inputProblem({ a: '\u0000' }, { characters: false })).toBeNull();
  });
});

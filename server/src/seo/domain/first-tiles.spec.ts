import { masonryPlaces } from './first-tiles';

describe(masonryPlaces.name, () => {
  it('fills the first row left to right, then puts each tile under the shortest column', () => {
    // 2 columns: a tall tile (1:2) and a wide one (2:1); the third goes under the wide one
    const sut = masonryPlaces([0.5, 2, 1, 1], 2);
    expect(sut).toEqual([
      { column: 0, above: 0, count: 0 },
      { column: 1, above: 0, count: 0 },
      { column: 1, above: 0.5, count: 1 },
      { column: 1, above: 1.5, count: 2 },
    ]);
  });

  it('draws a tile of unknown size as a square, as the client does', () => {
    const sut = masonryPlaces([Number.NaN, 1, 1], 2);
    expect(sut[2]).toEqual({ column: 0, above: 1, count: 1 });
  });
});

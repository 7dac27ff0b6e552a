import { rowsOf } from './sql-rows';

describe(rowsOf.name, () => {
  it('reads the rows of UPDATE … RETURNING ([rows, count]) and of SELECT (rows)', () => {
    expect(rowsOf([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf([[], 0])).toEqual([]);
    expect(rowsOf([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf([])).toEqual([]);
  });
});

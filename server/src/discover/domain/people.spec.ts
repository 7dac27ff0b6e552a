import { PEOPLE_MAX, peopleLimit, peopleQuery } from './people';

describe('people search input', () => {
  it('drops a leading @ and refuses text with nothing to match', () => {
    expect(peopleQuery('@diego')).toBe('diego');
    expect(peopleQuery('@@Diego Max')).toBe('Diego Max');
    expect(peopleQuery('díego')).toBe('díego');
    expect(peopleQuery('@')).toBeNull();
    expect(peopleQuery('!!! ...')).toBeNull();
    expect(peopleQuery(null)).toBeNull();
  });

  it('clamps the number asked for', () => {
    expect(peopleLimit(undefined)).toBe(4);
    expect(peopleLimit(0)).toBe(1);
    expect(peopleLimit(10_000)).toBe(PEOPLE_MAX);
    expect(peopleLimit(Number.NaN)).toBe(4);
  });
});

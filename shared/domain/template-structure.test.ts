import { describe, expect, it } from 'vitest';
import { hasSameOptionStructure, optionCount, templatesMatching } from './template-structure';

const one = { option2: null, option3: null };
const two = { option2: 'Condition', option3: null };
const three = { option2: 'Condition', option3: 'Box' };

describe('template option structure', () => {
  it('counts option 1 always, and option 2 and 3 when titled', () => {
    expect(optionCount(one)).toBe(1);
    expect(optionCount(two)).toBe(2);
    expect(optionCount(three)).toBe(3);
    expect(optionCount({ option2: '  ', option3: null })).toBe(1);
  });

  it('matches templates with the same number of options, whatever their titles', () => {
    expect(hasSameOptionStructure(two, { option2: 'Colour', option3: null })).toBe(true);
    expect(hasSameOptionStructure(one, two)).toBe(false);
    expect(hasSameOptionStructure(two, three)).toBe(false);
    expect(hasSameOptionStructure(three, { option2: 'A', option3: 'B' })).toBe(true);
  });

  it('keeps only the matching templates, in their order', () => {
    const list = [
      { id: 1, ...one },
      { id: 2, ...two },
      { id: 3, ...one },
      { id: 4, ...three },
    ];
    expect(templatesMatching(list, one).map((t) => t.id)).toEqual([1, 3]);
    expect(templatesMatching(list, three).map((t) => t.id)).toEqual([4]);
  });
});

import { describe, expect, it } from 'vitest';
import { validation } from '@shared/messages';
import {
  formatTemplateValues,
  parseTemplateValues,
  templateFieldMessage,
  toTemplateRequest,
} from './template-form';

describe('parseTemplateValues (spec 001 §5: comma-separated, trimmed)', () => {
  it('splits on commas and trims each value', () => {
    expect(parseTemplateValues(' 4, 4.5 ,US 9,10.5 W ')).toEqual(['4', '4.5', 'US 9', '10.5 W']);
  });

  it('drops blanks and treats line breaks as separators', () => {
    expect(parseTemplateValues('New,, ,Used,\n Like New \r\nVintage')).toEqual([
      'New',
      'Used',
      'Like New',
      'Vintage',
    ]);
  });

  it('gives an empty list for empty or missing text', () => {
    expect(parseTemplateValues('')).toEqual([]);
    expect(parseTemplateValues('  , ,')).toEqual([]);
    expect(parseTemplateValues(undefined)).toEqual([]);
    expect(parseTemplateValues(null)).toEqual([]);
  });

  it('formats values back as comma-separated text', () => {
    expect(formatTemplateValues(['S', 'M'])).toBe('S, M');
    expect(formatTemplateValues(null)).toBe('');
    expect(parseTemplateValues(formatTemplateValues(['US 9', '10']))).toEqual(['US 9', '10']);
  });
});

describe('toTemplateRequest and the form messages', () => {
  it('sends null for empty option 2 and 3 values', () => {
    expect(
      toTemplateRequest({ title: 'T', option1: 'Size', option1Values: '8, 9', option2Values: ' , ' }),
    ).toMatchObject({ option1Values: ['8', '9'], option2Values: null, option3Values: null });
  });

  it('gives the spec messages for an empty form and for values without an option title', () => {
    const m = validation.template;
    expect(templateFieldMessage({}, 'title')).toBe(m.titleRequired);
    expect(templateFieldMessage({}, 'brand')).toBe(m.brandRequired);
    expect(templateFieldMessage({}, 'category')).toBe(m.categoryRequired);
    expect(templateFieldMessage({}, 'option1')).toBe(m.option1Required);
    expect(templateFieldMessage({}, 'option1Values')).toBe(m.option1ValuesRequired);
    expect(templateFieldMessage({ option2Values: 'New' }, 'option2')).toBe(m.option2TitleMissing);
    expect(templateFieldMessage({ option3Values: 'A' }, 'option3')).toBe(m.option3TitleMissing);
    expect(templateFieldMessage({ option2: 'Condition', option2Values: 'New' }, 'option2')).toBeNull();
  });
});

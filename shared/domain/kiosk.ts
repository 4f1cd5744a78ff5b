import { RESERVE_DEFAULT_COUNTRY_CODE, RESERVE_PHONE_DIGITS } from '../constants';
import { sortSizes } from './size-sort';

/**
 * The kiosk's rules (spec 000 §2.4 Kiosk; 001 §5 Reserve form, §9): the size buttons and the Reserve
 * Mine form. Pure: the API and the screen both use them.
 */

/** A template as the kiosk reads it: its option names and values. */
export interface KioskTemplate {
  option1: string | null;
  option1Values: readonly string[];
  option2: string | null;
  option2Values: readonly string[] | null;
}

/** An option named size or sizes (any case, spaces around) is the template's size option. */
const SIZE_OPTION = /^\s*sizes?\s*$/i;

/**
 * The size buttons: each template's option1 values, or its option2 values when option2 is named size
 * or sizes; deduplicated case-insensitively (the first spelling seen is kept), blanks dropped,
 * sorted by the size rules.
 */
export function kioskSizesOf(templates: readonly KioskTemplate[]): string[] {
  const seen = new Map<string, string>();
  for (const template of templates) {
    const values =
      template.option2 !== null && SIZE_OPTION.test(template.option2) && template.option2Values
        ? template.option2Values
        : template.option1Values;
    for (const raw of values) {
      const value = raw.trim();
      if (value === '') continue;
      const key = value.toLowerCase();
      if (!seen.has(key)) seen.set(key, value);
    }
  }
  return sortSizes([...seen.values()]);
}

/** The categories' buttons: distinct (case-insensitively, first spelling kept), sorted. */
export function kioskCategoriesOf(categories: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of categories) {
    const value = raw.trim();
    if (value !== '' && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** Phone inputs keep digits only (spec 001 §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The Reserve Mine form as typed. */
export interface ReserveForm {
  name: string;
  countryCode: string;
  number: string;
}

/** The customer the form names: the last word of the name is the last name; phone as +{code}{number}. */
export interface ReserveCustomer {
  first_name: string;
  last_name: string;
  phone: string;
}

/**
 * The form read by the spec's rules, or null when it is not valid (then the screen shows
 * validation.reserve.invalidCustomer): a name, a country code of digits (default 1) and a number of
 * exactly 10 digits. A one-word name is a first name with an empty last name.
 */
export function reserveCustomerOf(form: ReserveForm): ReserveCustomer | null {
  const words = form.name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const countryCode =
    digitsOnly(form.countryCode) || (form.countryCode.trim() === '' ? RESERVE_DEFAULT_COUNTRY_CODE : '');
  const number = digitsOnly(form.number);
  if (
    words.length === 0 ||
    countryCode === '' ||
    countryCode.length > 3 ||
    number.length !== RESERVE_PHONE_DIGITS
  ) {
    return null;
  }
  const last_name = words.length > 1 ? (words[words.length - 1] as string) : '';
  const first_name = (words.length > 1 ? words.slice(0, -1) : words).join(' ');
  return { first_name, last_name, phone: `+${countryCode}${number}` };
}

import { z } from 'zod';
import { MONEY_DECIMALS, MONEY_MAX, PERCENT_MAX } from '../constants';
import { validation } from '../messages';

/*
 * The words of a validation message zod would otherwise word itself ("Too big: expected string to
 * have <=255 characters"). Every contract rule without a message of its own gets one here, naming the
 * field and the rule: "Title must be at most 255 characters". The API's contract guard and the
 * renderer's form rules both parse with fieldErrorMap, so a form and the API say the same thing.
 */

/** Field names whose label is not their words split at the capitals. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  GTIN: 'GTIN',
  gtin: 'GTIN',
  vatRate: 'VAT rate',
  transactionFee: 'Transaction fee',
  sellingFee: 'Fee',
  minFee: 'Min fee',
  flatFee: 'Flat fee',
  accountType: 'Consigner type',
  stockXId: 'Catalog Id',
  shopifyId: 'Shopify Id',
  productTemplateId: 'Product template',
  productId: 'Product',
  imageList: 'Images',
  option1: 'Option 1',
  option2: 'Option 2',
  option3: 'Option 3',
  option1Values: 'Option 1 values',
  option2Values: 'Option 2 values',
  option3Values: 'Option 3 values',
  option1Value: 'Option 1 value',
  option2Value: 'Option 2 value',
  option3Value: 'Option 3 value',
  inventoryFormArray: 'Inventory rows',
  storeRequestPriceRange: 'Price range',
  earlyWithdrawalDays: 'Early withdrawal days',
  redirectURL: 'Redirect URL',
  consignerUrl: 'Consigner domain',
  inStoreUrl: 'In-store app domain',
  domain: 'Store domain',
  consignerCname: 'Consigner CNAME',
  logo: 'Logo URL',
  customShopifyUrl: 'Custom Shopify URL',
  upPrice: 'Up price',
};

/** "sellingFee" → its label; other names split at capitals and digits: "earlyWithdrawalDays" → "Early withdrawal days". */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of the field an issue is about: the last named step of its path ('Value' at the top). */
export function issueLabel(path: readonly PropertyKey[] | undefined): string {
  const named = [...(path ?? [])].reverse().find((step): step is string => typeof step === 'string');
  return named === undefined ? 'Value' : fieldLabel(named);
}

const KIND_OF: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const FORMAT_OF: Readonly<Record<string, string>> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'a UUID',
  datetime: 'a date and time',
  date: 'a date',
};

function count(amount: number | bigint, one: string, many = `${one}s`): string {
  return `${amount} ${Number(amount) === 1 ? one : many}`;
}

/** The message of one issue, from its field's label and its rule. */
export function fieldMessage(issue: z.core.$ZodRawIssue): string {
  const label = issueLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${KIND_OF[issue.expected] ?? issue.expected}`;
    }
    case 'too_big': {
      const limit = issue.maximum;
      switch (issue.origin) {
        case 'string':
          return `${label} must be at most ${count(limit, 'character')}`;
        case 'array':
        case 'set':
          return `${label} can have at most ${count(limit, 'entry', 'entries')}`;
        default:
          return issue.inclusive === false
            ? `${label} must be less than ${limit}`
            : `${label} must be at most ${limit}`;
      }
    }
    case 'too_small': {
      const limit = issue.minimum;
      switch (issue.origin) {
        case 'string':
          return Number(limit) <= 1
            ? `${label} is required`
            : `${label} must be at least ${count(limit, 'character')}`;
        case 'array':
        case 'set':
          return `${label} needs at least ${count(limit, 'entry', 'entries')}`;
        default:
          return issue.inclusive === false
            ? `${label} must be more than ${limit}`
            : `${label} must be at least ${limit}`;
      }
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'invalid_format':
      return FORMAT_OF[issue.format]
        ? `${label} must be ${FORMAT_OF[issue.format]}`
        : `${label} is not in the expected format`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'custom':
      if (issue.params?.rule === 'hostName') return validation.storeSettings.hostName(label);
      if (issue.params?.rule === 'webAddress') return validation.storeSettings.webAddress(label);
      return `${label} is not valid`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}

/** For `schema.safeParse(value, { error: fieldErrorMap })` and `z.config({ customError: fieldErrorMap })`. */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => fieldMessage(issue);

// --- Numbers that are refused, never rounded or clamped -------------------------------------------

/** Whether a number has at most MONEY_DECIMALS decimals (within float noise: 0.1 + 0.2 passes). */
export function hasMoneyDecimals(value: number): boolean {
  const scaled = value * 10 ** MONEY_DECIMALS;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/** Drops the float noise hasMoneyDecimals allows (0.30000000000000004 → 0.3); changes no real digit. */
const exactCents = (value: number) => Math.round(value * 10 ** MONEY_DECIMALS) / 10 ** MONEY_DECIMALS;

const decimalsMessage: z.core.$ZodErrorMap = (issue) =>
  `${issueLabel(issue.path)} can have at most ${MONEY_DECIMALS} decimals`;

/**
 * Money from 0 to MONEY_MAX with two decimals at most. `requiredMessage` words a missing or
 * non-number value; the range and the decimals are worded here, naming the field and the limit.
 */
export const moneyField = (requiredMessage?: string) =>
  z
    .number(requiredMessage ? whenMissing(requiredMessage) : undefined)
    .min(0)
    .max(MONEY_MAX)
    .refine(hasMoneyDecimals, { error: decimalsMessage })
    .transform(exactCents);

/** A percent from 0 to PERCENT_MAX with two decimals at most. */
export const percentField = () =>
  z
    .number()
    .min(0)
    .max(PERCENT_MAX)
    .refine(hasMoneyDecimals, { error: decimalsMessage })
    .transform(exactCents);

/**
 * A schema's own message for a missing or wrong-typed value only: `z.string(message)` would also
 * put it on every rule without a message ("Title required" for a 600-character title).
 */
export const whenMissing = (message: string) => ({
  error: (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' ? message : undefined),
});

// --- Addresses: host names for the domain fields, whole web addresses for the URL fields ---------

/** A DNS host name (RFC 1123 labels joined by dots) with an optional port: "consign.example.com". */
const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export function isHostName(value: string): boolean {
  return value.length <= 253 && HOST_NAME.test(value);
}

/** An http(s) address whose host is a host name: "https://shop.example.com/path". */
export function isWebAddress(value: string): boolean {
  // Written out rather than `new URL`: shared/ runs where no URL global is typed, and URL would
  // accept spaces, user names and "https:shop" that a shop's link should not carry.
  const match = /^https?:\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i.exec(value);
  return match !== null && isHostName(match[1].toLowerCase());
}

// The rule rides on the issue (params) and fieldMessage words it: a message set on the check itself
// would be worded before the form names the field, and read "Value must be …".
const HOST_NAME_RULE = { params: { rule: 'hostName' } };
const WEB_ADDRESS_RULE = { params: { rule: 'webAddress' } };

/**
 * A host name, lower-cased ("Shop.Example.com" is the same host). `requiredMessage` makes it
 * required and words a missing or empty value; without it an empty value is allowed.
 */
export const hostNameField = (requiredMessage?: string) => {
  const text = z
    .string(requiredMessage ? whenMissing(requiredMessage) : undefined)
    .trim()
    .toLowerCase();
  return (requiredMessage ? text.min(1, requiredMessage) : text).refine(
    (value) => value === '' || isHostName(value),
    HOST_NAME_RULE,
  );
};

/** A web address (http or https); `requiredMessage` as for hostNameField. */
export const webAddressField = (requiredMessage?: string) => {
  const text = z.string(requiredMessage ? whenMissing(requiredMessage) : undefined).trim();
  return (requiredMessage ? text.min(1, requiredMessage) : text)
    .max(1024)
    .refine((value) => value === '' || isWebAddress(value), WEB_ADDRESS_RULE);
};

/**
 * Every business constant and limit of the product, once (spec 001 §9 unless a comment says otherwise).
 * Code reads these names; a literal of one of these values elsewhere is a bug waiting to drift.
 */

// --- Fees and money -------------------------------------------------------------------------------

/** Add-inventory fee breakdown lines, in display order. */
export const FEE_LINES = [
  'Transaction Fee',
  'Selling Fees',
  'Cleaning Fee',
  'Box Fees',
  'Outstanding Withdrawal Fees',
  'VAT',
] as const;
export const CLEANING_FEE = 20;
export const BOX_FEE = 20;
export const REQUIRED_FEE_LABEL = 'REQUIRED';
/** Defaults for the store's early-withdrawal rule (WITHDRAW_FEE, WITHDRAW_EARLY_AMOUNT_OF_DAYS). */
export const WITHDRAW_FEE = 0;
export const WITHDRAW_EARLY_AMOUNT_OF_DAYS = 0;
/** One cheque per this much payout; cheques needed = ceil(total / CHEQUE_MAX_AMOUNT). */
export const CHEQUE_MAX_AMOUNT = 2000;
/** Reserve orders carry one unit per line item. */
export const RESERVE_LINE_ITEM_QUANTITY = 1;
export const NEW_ITEM_CONDITION = 'New';
/**
 * The stored values of an item's preapprovalStatus (ours: spec 000 §3 names the field, not its values).
 * Offers and drop-offs get one when created (shared/domain/price-guidance.ts); other items keep null.
 */
export const PREAPPROVAL_STATUSES = ['Approved', 'NotApproved'] as const;
export type PreapprovalStatus = (typeof PREAPPROVAL_STATUSES)[number];
export const TOTAL_PAYOUT_DECIMALS = 2;
export const MOBILE_PAYOUT_DECIMALS = 1;

// --- Field limits (ours, issue 12) ---------------------------------------------------------------
// What the forms show beside their inputs and the contracts refuse beyond, with a message naming the
// field and the limit: nothing is clamped, rounded or cut to fit. The column widths follow them.

/** Titles, brands, categories and other one-line names (VARCHAR(255)). */
export const TEXT_MAX_CHARS = 255;
/** A product's SKU. */
export const SKU_MAX_CHARS = 100;
/** A gender as products and templates store it. */
export const GENDER_MAX_CHARS = 50;
/** A template option's name (Size, Condition) and each of its values. */
export const OPTION_NAME_MAX_CHARS = 100;
export const OPTION_VALUE_MAX_CHARS = 100;
/** How many values one template option may list. */
export const OPTION_VALUES_MAX = 200;
/** A product's year: four digits. */
export const YEAR_PATTERN = /^\d{4}$/;
/** An item's notes. */
export const NOTES_MAX_CHARS = 5000;
/** A product template's weight, in grams. */
export const WEIGHT_MAX_GRAMS = 10_000_000;
/** Money in DECIMAL(12,2) columns: prices, fees, costs, approvals. */
export const MONEY_MAX = 9_999_999_999.99;
/** Money and percents keep two decimals; a third is refused, not rounded away. */
export const MONEY_DECIMALS = 2;
/** Percents (fees, VAT) run from 0 to this. */
export const PERCENT_MAX = 100;
/** Items one Add Inventory row creates at once (the quantity column). */
export const INTAKE_ROW_QUANTITY_MAX = 100;
/** Rows one Add Inventory request carries. */
export const INTAKE_ROWS_MAX = 500;

// --- Lists and paging -----------------------------------------------------------------------------

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 250, 500] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const BACK_TO_TOP_THRESHOLD_PX = 5000;

export const INVENTORY_SORT_OPTIONS = [
  'oldestCreated',
  'newestCreated',
  'oldestUpdated',
  'newestUpdated',
  'lowestPrice',
  'highestPrice',
  'inventoryPriority',
  'lowestPayout',
  'highestPayout',
  'sizeLowToHigh',
  'sizeHighToLow',
] as const;
export type InventorySortOption = (typeof INVENTORY_SORT_OPTIONS)[number];
export const DEFAULT_INVENTORY_SORT: InventorySortOption = 'newestUpdated';

export const INVENTORY_LIST_MODES = [
  'Find',
  'Incoming',
  'Requested',
  'ReadyToPrint',
  'Withdraw',
  'PriceChange',
  'RequestWithdrawal',
  'Buying',
  'Consignment',
] as const;
export type InventoryListMode = (typeof INVENTORY_LIST_MODES)[number];
export const CONSIGNER_PAGE_DEFAULT_STATUS = 'Active';

export const ACTIVITY_PAGE_SIZE = 100;
export const ACTIVITY_DEFAULT_RANGE_DAYS = 7;
export const ACTIVITY_PULL_TO_REFRESH_THRESHOLD = 10;
export const DASHBOARD_RECENT_ACTIVITY_TAKE = 6;
export const DASHBOARD_RECENT_ACTIVITY_DAYS = 7;

export const BULK_TABLE_SCROLL = { x: 1500, y: 700 } as const;
export const SKU_CUT_TABLE = 12;
export const SKU_CUT_WRAPPED = 20;
/** Our own limit (issue 5): bulk actions take at most this many items per request. */
export const BULK_ACTION_MAX_ITEMS = 500;

// --- Dashboard figures ----------------------------------------------------------------------------

export const DASHBOARD_DEFAULT_RANGE_DAYS = 29;
export const CHART_POINTS = 32;
export const ANALYTICS_DEFAULT_RANGE_DAYS = 7;
export const ORDER_QUICK_RANGES = ['24', '1W', '1M', '3M', '1Y', 'ALL'] as const;
export const NUMBER_LOCALE = 'en-US';
export const CATALOGUE_BEST_SELLER_DAYS = 14;

// --- Options and lists ----------------------------------------------------------------------------

export const SIZE_LABEL = 'US';
export const SIZE_SYSTEMS = ['US M', 'US W', 'UK', 'EU', 'JP', 'KR'] as const;
export const ADD_INVENTORY_STEPS = ['SIZE', 'CONDITION', 'PRICE'] as const;
export const CONSIGNER_ADD_INVENTORY_STEPS = [...ADD_INVENTORY_STEPS, 'SHIP'] as const;
export const PAYOUT_OPTIONS = ['PayPal', 'Zelle', 'Bank'] as const;
export type PayoutOption = (typeof PAYOUT_OPTIONS)[number];
export const PAYMENT_TYPES = [
  { value: 'cash', label: 'Cash' },
  { value: 'auto', label: 'Checkbooks' },
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number]['value'];
export const ROUTING_TYPES = ['abaNumber', 'swiftCode', 'ibanNumber'] as const;
export const BANK_ACCOUNT_TYPES = [
  'Current (cheque/bond)',
  'Savings',
  'Transmission',
  'Bond',
  'Subscription Share',
  'Fnbcard',
  'WesBank',
] as const;
/** Banks a South African consigner can be paid into (spec 001 §9: "about 37 South African banks"). */
export const SOUTH_AFRICAN_BANKS = [
  'ABSA Bank',
  'Access Bank South Africa',
  'African Bank',
  'Albaraka Bank',
  'Bank of Athens',
  'Bank of China Johannesburg Branch',
  'Bank of Taiwan South Africa Branch',
  'Bank Zero',
  'Bidvest Bank',
  'BNP Paribas',
  'Capitec Bank',
  'Capitec Business',
  'China Construction Bank Johannesburg Branch',
  'Citibank South Africa',
  'Discovery Bank',
  'FinBond Mutual Bank',
  'First National Bank',
  'FirstRand Bank',
  'Grindrod Bank',
  'Habib Overseas Bank',
  'HBZ Bank',
  'HSBC Bank Johannesburg Branch',
  'Investec Bank',
  'JPMorgan Chase Bank Johannesburg Branch',
  'Mercantile Bank',
  'Nedbank',
  'Old Mutual Bank',
  'Olympus Mobile',
  'Postbank',
  'Sasfin Bank',
  'Société Générale Johannesburg Branch',
  'Standard Bank',
  'Standard Chartered Bank Johannesburg Branch',
  'State Bank of India Johannesburg Branch',
  'TymeBank',
  'Ubank',
  'VBS Mutual Bank',
] as const;
export const SIGNUP_INFO_OPTIONS = ['Email', 'Full Name', 'Full Address', 'Username', 'Phone'] as const;
export const DEFAULT_SIGNUP_INFO = 'Email';
export const CUSTOM_BARCODE_OPTIONS = ['SKU', 'CODE', 'GTIN', 'None'] as const;
export type CustomBarcode = (typeof CUSTOM_BARCODE_OPTIONS)[number];
export const LOCATION_OVERRIDE_OPTIONS = ['option1Value', 'option2Value', 'option3Value'] as const;
export const DEFAULT_LOCATION_OVERRIDE = 'option3Value';
export const LABEL_ELEMENTS = [
  'Logo',
  'Scan To Shop',
  'QR Code',
  'Shopify QR Code',
  'Item Description',
  'Item Id',
  'SKU',
  'Consigner Id',
  'Consigner',
  'Size',
  'Payout Fee',
  'Price',
  'Sublocation',
] as const;
export type LabelElement = (typeof LABEL_ELEMENTS)[number];
export const LABEL_FONT_SIZES = [5, 6, 7, 8] as const;
export const APPAREL_SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** A short list of common currencies offered first; any ISO 4217 code is accepted. */
export const CURRENCY_CODES = ['USD', 'ZAR', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'JPY', 'CHF', 'SGD'] as const;
export const DEFAULT_CURRENCY = 'USD';

// --- Timing and layout ----------------------------------------------------------------------------

export const KIOSK_IDLE_RELOAD_MS = 120_000;
export const SCAN_INPUT_DEBOUNCE_MS = 300;
export const KIOSK_SCAN_DELAY_MS = 300;
export const SCAN_BUFFER_CLEAR_MS = 500;
export const SCAN_BUFFER_SWEEP_MS = 3_000;
export const BARCODE_TERMINATOR = 'Enter';
export const TOAST_MAX_COUNT = 1;
export const SELECT_ITEMS_ERROR_MS = 2_000;
export const PAYOUT_TOAST_MS = 5_000;
export const INVENTORY_ACCEPTED_TOAST_MS = 3_000;
export const LIST_REFRESH_AFTER_CREATE_MS = 500;
export const LABEL_RELOAD_MS = 3_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const WIDE_LAYOUT_PX = 1240;
// Issue 18: the consigner portal's address on the store's domain, and its sign-up page (the
// catalogue's Sign in / Sign up link leads there).
export const PORTAL_PATH = '/portal';
export const PORTAL_SIGNUP_PATH = '/portal/signup';

export const DIALOG_WIDTH = 1200;
export const PRODUCT_CARD_VISIBLE_SIZES = 3;
export const KIOSK_GRID_COLUMNS = { large: 4, small: 1 } as const;
export const BUY_AND_SELL_GRID_COLUMNS = { small: 2, medium: 3, large: 4 } as const;
export const SIZE_LIST_MAX_HEIGHT_PX = 250;
export const TEMPLATE_VALUE_ROWS = 4;
export const UPLOAD_PUBLIC_ID_DIGITS = 6;
export const RESERVE_PHONE_DIGITS = 10;
export const RESERVE_DEFAULT_COUNTRY_CODE = '1';
export const SEEN_BUY_SELL_SPLASH_COOKIE = 'seenBuySellSplash';
export const SEEN_BUY_SELL_SPLASH_VALUE = '1';
export const SHIP_TO_STORE_STORE_COUNT = 34;

// --- Consigner portal (issue 18) ------------------------------------------------------------------

/** The add-inventory wizard's SHIP step (spec 000 §2.3): drop off at a location, or ship to the store. */
export const DROP_OFF_SHIPPING = ['dropOff', 'ship'] as const;
export type DropOffShipping = (typeof DROP_OFF_SHIPPING)[number];
/** The portal's product search for the drop-off wizard: at most this many products a page. */
export const PORTAL_PRODUCTS_PAGE_SIZE_MAX = 50;

// --- Reports (issue 18; ours where the spec is silent) -------------------------------------------

/** The longest report period: three years of days. */
export const REPORT_MAX_DAYS = 1096;
/** Items on the floor by age, in days since accepted: up to 30, 31–60, 61–90, 91–180, over 180. */
export const REPORT_AGE_BUCKETS = [
  { key: '0-30', maxDays: 30 },
  { key: '31-60', maxDays: 60 },
  { key: '61-90', maxDays: 90 },
  { key: '91-180', maxDays: 180 },
  { key: '180+', maxDays: Number.POSITIVE_INFINITY },
] as const;
export type ReportAgeBucket = (typeof REPORT_AGE_BUCKETS)[number]['key'];
/** The shop report's consigners by sales, and the consigner report's best sellers: the top rows. */
export const REPORT_TOP_CONSIGNERS = 50;
export const REPORT_TOP_PRODUCTS = 10;
/** A product is low in stock for its consigner at this many Active items or fewer. */
export const REPORT_LOW_STOCK_MAX = 1;

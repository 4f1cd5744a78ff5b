/**
 * Every user-facing message of the product, once (spec 001 §5 validation rules and §8 error catalogue).
 * The words are a contract: the API and the renderer both read them from here, never retype them.
 * Messages with a placeholder are functions so the placeholder cannot be forgotten.
 */

/** spec 001 §5: validation rules, grouped as the spec groups them. */
export const validation = {
  inventory: {
    selectOptionsFirst: (optionNames: string) => `Please select ${optionNames} Price, and Quantity first`,
    selectSizeConditionPriceQuantity: 'Please select size, condition, price, and quantity first',
    selectLocation: 'Select a location',
    pleaseSelectLocation: 'Please select a location',
    acceptNeedsLocation: 'You must add the location of the inventory',
    notAccepted: 'This item has not been accepted, you must accept it via the incoming tab.',
    priceOutsideRange: 'Price is not within the requested price range.',
    priceChangeNeedsValue: 'You must set the valuee for the price change',
    zeroPayout: 'The current price will give a payout of $0.',
    /** Ours: a store request states the price range it would pay. */
    priceRangeRequired: 'Enter the price range the store would pay',
    priceRangeOrder: 'The upper price must be at least the lower price',
    consignerRequired: 'Please select a consigner',
    locationNotFound: 'This location does not exist in this store.',
    subLocationNotInLocation: 'This sublocation is not in the chosen location.',
    optionNotInTemplate: (optionName: string, value: string) =>
      `${value} is not a ${optionName} of this template.`,
    /**
     * Ours: the price alert (spec 001 §5) when the store has no warnText of its own. `limit` is the
     * lowest active price less the store's warnAmount.
     */
    priceAboveLowest: (limit: string, lowest: string) =>
      `Above ${limit}: the lowest active price is ${lowest}.`,
    /** The same words with zero in the store's currency (formatMoney(0, currency): '$0', '€0', 'ZAR 0'). */
    zeroPayoutIn: (zeroAmount: string) => `The current price will give a payout of ${zeroAmount}.`,
  },
  /**
   * Ours (spec 000 §4 does not word them): refusals of the inventory status machine
   * (shared/domain/inventory-status.ts). A refusal names the item's current status.
   */
  inventoryStatus: {
    illegalMove: (statusLabel: string, consequence: string) =>
      `This item's status is ${statusLabel}, so ${consequence}.`,
    notCreatedYet: (consequence: string) => `This item does not exist yet, so ${consequence}.`,
    cannotBeCreatedAs: (statusLabel: string) => `A new item cannot be created with status ${statusLabel}.`,
    notEditable: (statusLabel: string) => `This item's status is ${statusLabel}, so it cannot be edited.`,
    safeModeLocked: (statusLabel: string) =>
      `Safe inventory status mode is on, so the owner and status of a ${statusLabel} item cannot be changed.`,
    /** A status set by hand that is no move of the status machine (checkStatusEdit). */
    noStatusEdit: (fromLabel: string, toLabel: string, isMoney: boolean) =>
      isMoney
        ? `A ${fromLabel} item cannot be set to ${toLabel} by hand: only a sale, a return or a payout moves an item into or out of PendingSale, Sold and Paid.`
        : `A ${fromLabel} item cannot be set to ${toLabel} by hand: use the item's own actions.`,
    storeAccountPriceChange: 'Items owned by a store account cannot get a price change request.',
    /** What an action cannot do, completing "This item's status is X, so …". */
    consequences: {
      createInventory: 'it cannot be created again',
      createBuyOrder: 'it cannot be offered again',
      acceptRequestToSell: 'its request to sell cannot be accepted',
      bulkAcceptRequestToSell: 'its request to sell cannot be accepted',
      bulkDeclineRequestToSell: 'its request to sell cannot be declined',
      acceptInventory: 'it cannot be accepted',
      bulkAcceptInventory: 'it cannot be accepted',
      declineInventory: 'it cannot be declined',
      deleteInventory: 'it cannot be deleted',
      cancelDropoff: 'its drop-off cannot be cancelled',
      storeRequestPriceChange: 'the store cannot request a price change',
      acceptRequestedInventoryPriceChange: 'there is no store price change request to accept',
      rejectRequestedInventoryPriceChange: 'there is no store price change request to reject',
      cancelStoreRequestPriceChange: 'there is no store price change request to withdraw',
      requestPriceChange: 'a price change cannot be requested',
      acceptInventoryPrice: 'there is no price change request to accept',
      declineInventoryPrice: 'there is no price change request to decline',
      requestWithdrawal: 'a withdrawal cannot be requested',
      acceptInventoryWithdrawal: 'there is no withdrawal request to accept',
      declineInventoryWithdrawal: 'there is no withdrawal request to decline',
      withdrawInventory: 'it cannot be withdrawn',
      transfer: 'it cannot be transferred',
      acceptTransfer: 'there is no transfer to accept',
      holdForSale: 'it cannot be held for a sale',
      completeSale: 'it cannot be marked as sold',
      cancelSale: 'there is no pending sale to cancel',
      returnSale: 'it was not sold, so it cannot be returned',
      returnToConsigner: 'it was not sold, so it cannot be returned',
      markPaid: 'it cannot be marked as paid',
      storeBuyRequestedInventory: 'it cannot be accepted as an offer on a store request',
      closeStoreRequest: 'there is no store request to close',
    },
  },
  /**
   * Ours: the inventory status actions and the item edit (POST /api/inventories/<action>, PUT
   * /api/inventories/{id}). A refused action names the item's status; one that lost a race (or
   * acted on a stale screen) names who moved the item, and when.
   */
  inventoryActions: {
    noLonger: (statusLabel: string, outcome: string, name: string, when: string) =>
      `This item is no longer ${statusLabel}: ${outcome} by ${name} at ${when}.`,
    /** What a move did, completing "This item is no longer X: … by {name} at {time}." */
    outcomes: {
      createInventory: 'it was created',
      createBuyOrder: 'it was offered',
      acceptRequestToSell: 'its request to sell was accepted',
      bulkAcceptRequestToSell: 'its request to sell was accepted',
      bulkDeclineRequestToSell: 'its request to sell was declined',
      acceptInventory: 'it was accepted',
      bulkAcceptInventory: 'it was accepted',
      declineInventory: 'it was declined',
      deleteInventory: 'it was deleted',
      cancelDropoff: 'its drop-off was cancelled',
      storeRequestPriceChange: 'a new price was asked of the seller',
      acceptRequestedInventoryPriceChange: "the store's price change request was accepted",
      rejectRequestedInventoryPriceChange: "the store's price change request was rejected",
      cancelStoreRequestPriceChange: "the store's price change request was withdrawn",
      requestPriceChange: 'a price change was requested',
      acceptInventoryPrice: 'its price change request was accepted',
      declineInventoryPrice: 'its price change request was declined',
      requestWithdrawal: 'a withdrawal was requested',
      acceptInventoryWithdrawal: 'its withdrawal request was accepted',
      declineInventoryWithdrawal: 'its withdrawal request was declined',
      withdrawInventory: 'it was withdrawn',
      transfer: 'it was sent to another location',
      acceptTransfer: 'its transfer was accepted',
      holdForSale: 'it was held for a sale',
      completeSale: 'it was sold',
      cancelSale: 'its sale was cancelled',
      returnSale: 'it was returned',
      returnToConsigner: 'it was returned to its consigner',
      markPaid: 'it was marked as paid',
      storeBuyRequestedInventory: 'it was accepted as an offer on a store request',
      closeStoreRequest: 'the store request was filled',
    },
    statusSetTo: (statusLabel: string) => `its status was set to ${statusLabel}`,
    becameStatus: (statusLabel: string) => `it became ${statusLabel}`,
    /** A bulk action is all or nothing: the items that blocked it, "CODE: reason" each. */
    nothingChanged: (reasons: string, moreCount: number) =>
      `Nothing was changed. ${reasons}${moreCount > 0 ? ` And ${moreCount} more.` : ''}`,
    itemReason: (code: string, reason: string) => `${code}: ${reason}`,
    tooManyItems: (max: number) => `At most ${max} items can be changed at once.`,
    itemsNotFound: 'Some of these items do not exist in this store. Reload and try again.',
    /** bulkEditInventory: each item once per call. */
    duplicateItem: 'This item is already in the list.',
    notOwnedBy: 'This item does not belong to this consigner.',
    /** Ours: requestPriceChange and requestWithdrawal are the consigner's own calls. */
    consignersOnly: "Only the item's consigner can make this request.",
    editedMeanwhile: (name: string, when: string) =>
      `This item was changed by ${name} at ${when} while you were editing it. Reload and try again.`,
    withdrawalFeeAboveStore: (amount: string) =>
      `The withdrawal fee cannot be more than the store's withdrawal fee (${amount}).`,
  },
  /**
   * Ours: store requests (spec 000 §2.3 Request Items, Request grid) and the offers that answer them
   * (docs/store-requests.md).
   */
  storeRequests: {
    onlyOffersAnswer: 'Only an offer (status Requested) can answer a store request.',
    requestNotOpen: 'This store request does not exist or is already closed.',
    otherVariant: 'This offer is for another product or variant than the store request.',
    notAnOffer: 'This item does not answer a store request: accept it in the Requested list.',
    requestClosed: 'The store request this offer answers is already closed.',
    requestFilled: (code: string, name: string, when: string) =>
      `The store request this offer answers is closed: offer ${code} was accepted by ${name} at ${when}.`,
    noOpenRequests: 'There are no open Buying or Consignment requests to email.',
    nobodyToEmail: 'No active consigner has email notifications on.',
  },
  scan: {
    selectLocation: 'Please select a location',
    selectConsigner: 'Please select a consigner',
    selectLocationAndConsigner: 'Please select a location and a consigner',
    alreadyScanned: 'Item already scanned',
    enterPrice: 'Please enter a price',
    waitForFees: 'Please wait to calculate fees',
    enterQuantity: 'Please enter a quantity',
    /** Ours (issue 12): the intake row's quantity limit, shown on the form and named in the refusal. */
    quantityAtMost: (max: number) => `Quantity must be at most ${max} per row`,
    validOption2: 'Please select a valid option 2',
    validOption3: 'Please select a valid option 3',
    selectOption: 'Please select an option',
    selectProduct: 'Select a product',
    selectProductTemplate: 'Select a product template',
    noItemsForLocation: 'No items found for this location.',
    /** Ours: a scan run's repeat is ignored, and says so quietly. */
    alreadyInRun: (code: string) => `${code} is already in this run`,
    /** Ours: a scan run's code that names no item of the store. */
    noItemWithCode: (code: string) => `No item has the code ${code}`,
    /** Ours: a scan on a back-office screen (scanning anywhere) that names no item and no product. */
    unknownCode: (code: string) => `No item or product has the code ${code}`,
    /** Ours (issue 13): Save of scan intake with an empty list. */
    nothingToSave: 'Scan at least one item to accept.',
    /** Ours (issue 13): scan intake and scan runs count stock at an active location only. */
    locationInactive: 'This location is deactivated: choose an active location to scan.',
    /** Ours: the per-store feature (Settings) that the Scan Items screen and its calls follow. */
    scanItemsOff: 'Scan Items is switched off for this store (Settings, features).',
    /** Ours: a run's scanned ids must all be items of the store; names the first few that are not. */
    itemsNotFound: (ids: readonly number[]) =>
      `No item of this store has the id ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` (and ${ids.length - 5} more)` : ''}.`,
    /** Ours: Run submits once. */
    scanCompleted: 'This scan is already completed.',
    /** Ours: START sends the location alone; the scanned items come with Run (or with status completed). */
    itemsNeedCompleted: 'Scanned items are sent with Run (status completed), not with START.',
    /** Ours: GET /api/products/gtin/{gtin}, for "scan anywhere". */
    gtinUnknown: (gtin: string) => `No product of this store has the barcode ${gtin}.`,
  },
  product: {
    imageRequired: 'You must upload at least one image.',
    /** Ours (spec 001 §5 names the required fields, not their messages). */
    titleRequired: 'Title required',
    skuRequired: 'SKU required',
    brandRequired: 'Brand required',
    categoryRequired: 'Category required',
    genderRequired: 'Gender required',
    templateRequired: 'Select a product template',
    templateNotFound: 'This product template does not exist in this store.',
    templateStructureDiffers:
      'Only a template with the same options (one, two or three) as the current template can be selected.',
    imageInvalid: 'Images must be uploaded files or http(s) addresses.',
    gtinInvalid: (gtin: string) => `${gtin} is not a valid GTIN (check the digits).`,
    gtinListedTwice: (gtin: string) => `GTIN ${gtin} is listed twice.`,
    gtinTaken: (gtin: string, productTitle: string) => `GTIN ${gtin} is already used by ${productTitle}.`,
    mergeIntoItself: 'A product cannot be merged into itself.',
    /** Ours (issue 12). */
    yearFormat: 'Year must be four digits, like 2024',
    /** Names the product by id too, so the form can link to it (productIdOfSkuTaken reads it back). */
    skuTaken: (sku: string, productTitle: string, productId: number) =>
      `SKU ${sku} is already used by ${productTitle} (product #${productId}).`,
    resyncNoPlatform: 'No commerce platform is connected to this store, so there is nothing to resync with.',
  },
  upload: {
    notAnImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    tooLarge: (megabytes: number) => `Images must be at most ${megabytes} MB.`,
    /** The bytes start like an image but do not decode as one in full (a truncated file, a polyglot). */
    notDecodable: 'This file is not a readable image. Export it again as PNG, JPEG, WebP or GIF.',
    oneFileOnly: 'Send one image per upload.',
    tooManyPixels: (megapixels: number) => `Images must be at most ${megapixels} megapixels.`,
    filesOnlyForUploads: 'Files are accepted only by POST /api/uploads.',
    fileRequired: 'Send the image as multipart/form-data, in a field named file.',
  },
  template: {
    titleRequired: 'Title required',
    categoryRequired: 'Category required',
    brandRequired: 'Brand required',
    option1Required: 'Option 1 required',
    option1ValuesRequired: 'Option 1 values required',
    option2TitleMissing: 'Option 2 has values, please enter title for option 2.',
    option3TitleMissing: 'Option 3 has values, please enter title for option 3.',
    /** Ours (issue 12): a value listed twice would make two variants that cannot be told apart. */
    valueRepeated: (optionLabel: string, value: string) => `${optionLabel} lists "${value}" twice.`,
    inUse: 'This template is in use and cannot be deleted.',
    /** Ours (not in the spec's catalogue): delete is offered only with more than one template. */
    lastTemplate: 'The last template cannot be deleted. Add another template first.',
  },
  labels: {
    missingShopifyId: 'Resynced items without Shopify ID. Please try again in a few seconds.',
    noShopifyProduct: (title: string) => `No Shopify Product Found for ${title}. Resyncing`,
    /** Ours (issue 14): the label sizes the layout can fill, named in the refusal. */
    widthRange: (min: number, max: number) => `Width must be between ${min} and ${max} mm.`,
    heightRange: (min: number, max: number) => `Height must be between ${min} and ${max} mm.`,
    /** Ours (issue 14): an uploaded logo whose bytes are no image the label can draw. */
    logoUnreadable:
      'The store logo cannot be drawn on labels: upload it again as a PNG or JPEG image in Store Settings.',
    /** Ours (issue 14): the renderer failed; nothing was printed or marked printed. */
    renderFailed:
      'The labels could not be made. Nothing was printed; try again, or check the label settings.',
    /** Ours (issue 14): the preview's `options` names something that is no label element. */
    unknownElement: (name: string) => `"${name}" is not a label element.`,
    /** Ours (issue 14): a labels job whose account was removed or disabled before it ran. */
    starterGone: 'The account that asked for these labels can no longer make them.',
    /** Ours (issue 14): a large document is kept this long after its job, then deleted. */
    documentGone: 'This label document is no longer kept. Make the labels again.',
  },
  subLocation: {
    locationRequired: 'Location required',
    nameRequired: 'Sublocation required',
    nameTaken: (locationName: string) => `${locationName} already has a sub-location with this name.`,
    locationInactive: 'This location is deactivated: it cannot get new sub-locations.',
  },
  location: {
    nameTaken: 'This store already has a location with this name.',
  },
  inlineEdit: {
    pleaseInput: (title: string) => `Please Input ${title}!`,
    columnRequired: (columnTitle: string) => `${columnTitle} is required.`,
    confirmCancel: 'Sure to cancel?',
  },
  /**
   * spec 001 §5 Consigners: the picker's message, then ours for the required fields and the payout
   * rules (the spec names the fields, not their messages) and the consigner service's refusals.
   */
  consigner: {
    selectConsigner: 'Please select a consigner',
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    phoneRequired: 'Phone is required (include area code).',
    addressRequired: 'Address is required.',
    payoutEmailRequired: 'Please enter the account email for payouts.',
    accountNameRequired: 'Account name is required.',
    accountNumberRequired: 'Account number is required.',
    routingNumberRequired: 'Routing number is required.',
    routingNumberInvalid: 'Routing number is not valid (9 digits with a valid checksum).',
    swiftCodeRequired: 'Swift code is required.',
    swiftCodeInvalid: 'Swift code is not valid (8 or 11 characters).',
    accountNumberOrIbanRequired: 'Account number or IBAN is required.',
    ibanRequired: 'IBAN is required.',
    ibanInvalid: 'IBAN is not valid.',
    bankDataRequired: 'Bank details are required for Bank payouts.',
    unknownConsignerType: 'This consigner type does not exist.',
    storeAccountNotDeletable: 'The store account cannot be deleted.',
    storeAccountNotDisabled: 'The store account cannot be disabled.',
    hasInventoryOrPayouts:
      'This consigner has inventory in the store or unpaid payouts and cannot be deleted.',
    bankLocked:
      'Bank details cannot be changed after submission. Contact the store in person or by email to change them.',
    staffOnlyField: 'Only store staff can change this.',
    noLogin: 'This consigner has no login account, so there is no password to reset.',
    emailTaken: 'A consigner with this email already exists.',
    /** Ours: PUT /api/consigners/{id} with a top-level bank field that bankData contradicts. */
    bankFieldConflict: (field: string) => `${field} differs from bankData.${field}: send one value.`,
    bankFieldsNeedBank: 'Bank details are kept only for Bank payouts.',
  },
  consignerType: {
    typeRequired: 'Consigner type required',
    feeRequired: 'Fee required',
    minFeeRequired: 'Min fee required',
    /** Ours: the ranges of the form's numbers and texts, and the API's refusals. */
    typeTooLong: 'Consigner type must be at most 100 characters',
    feeRange: 'Fee must be between 0 and 100%',
    feeDecimals: 'Fee can have at most 2 decimals',
    minFeeNegative: 'Min fee cannot be negative',
    minFeeTooLarge: 'Min fee is too large',
    minFeeDecimals: 'Min fee can have at most 2 decimals',
    flatFeeNotNumber: 'Flat fee must be a number',
    flatFeeNegative: 'Flat fee cannot be negative',
    flatFeeTooLarge: 'Flat fee is too large',
    flatFeeDecimals: 'Flat fee can have at most 2 decimals',
    textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    needsDefault:
      'A store needs one default consigner type: make another type the default instead of unsetting this one.',
    duplicate: (accountType: string) => `A consigner type named "${accountType}" already exists.`,
    idMismatch: 'The id does not match the path.',
  },
  /** spec 001 §5: the employee form's required fields have no message of the spec's; ours. */
  employee: {
    firstNameRequired: 'First Name is required.',
    lastNameRequired: 'Last Name is required.',
  },
  storeSettings: {
    nameRequired: 'Name is required',
    supportEmailRequired: 'Support email is required',
    redirectUrlRequired: 'Redirect URL email is required',
    domainRequired: 'Domain is required',
    currencyRequired: 'Currency is required',
    labelOptionRequired: 'Label option is required',
    widthRequired: 'Width is required',
    heightRequired: 'Height is required',
    payoutOptionRequired: 'Payout option is required',
    shipInstructionsRequired: 'Ship instructions values required',
    shopifyUrlRequired: 'Please enter your Shopify URL',
    /** Not worded by the spec ("Signup info required"); ours. */
    signupInfoRequired: 'Signup info is required',
    notNegative: 'Enter 0 or more',
    /** Ours: a domain field holds a host name, never an address with a scheme or a path. */
    hostName: (label: string) =>
      `${label} must be a host name like shop.example.com (no https:// and no path)`,
    /** Ours: a URL field holds a whole web address. */
    webAddress: (label: string) => `${label} must be a web address starting with https://`,
    /** Ours: the toast when a Settings area cannot be saved; the field is also scrolled into view. */
    checkField: (label: string, message: string) => `Check ${label}: ${message}`,
    percentRange: 'Enter a percent from 0 to 100',
    /** Ours: the store's time zone must be one of the list's. */
    timeZoneInvalid: 'Choose a time zone from the list (for example America/New_York).',
    /** Ours (issue 18): a consigner address finds its store by its host, so two stores cannot share one. */
    consignerHostTaken: (host: string) =>
      `${host} is already another store's consigner address: choose another host name.`,
  },
  payouts: {
    selectAtLeastOne: 'Please select at least 1 item',
    /** Ours (issue 16): the server's refusals of pay, paid and retry. */
    tooManyItems: 'A payout can take at most 20,000 items: choose fewer, or filter by consigner or date.',
    alreadyInPayout: (item: string, payout: string) => `${item} is already in payout ${payout}.`,
    notSold: (item: string, status: string) =>
      `${item} is ${status}, not Sold: only sold items can be paid out.`,
    storeAccount: (item: string) => `${item} belongs to a store account, which is never paid out.`,
    notFound: (ids: string) => `These items are not in this store: ${ids}.`,
    consignersDisagree: 'The items by consigner do not match the items chosen.',
    notInPayout: (item: string, payout: string) => `${item} is not in payout ${payout}.`,
    automatedInProgress: 'This payout is being paid by cheque: wait for it to finish.',
    notFailed: 'Only a failed automated payout can be retried.',
    notBuying: 'Only a Buying payout is paid with Pay.',
    /** Ours: the failure reason when the cheque job's last try was cut off (the server stopped mid-payout). */
    chequeJobLost:
      'The cheque job stopped before it finished (the server stopped during its last try). Retry Auto Payout looks up its cheques first and sends only what is left.',
    /** Ours: marking paid by hand while a cheque's answer is not known could pay the consigner twice. */
    chequeUnresolved: (consigner: string) =>
      `A cheque to ${consigner} was sent and its answer is not known yet: Retry Auto Payout resolves it first.`,
    chequeServiceMissing:
      'Automated payouts need the cheque service: set CHEQUE_SERVICE_URL, CHEQUE_SERVICE_KEY and CHEQUE_SERVICE_SECRET on the server.',
    noPayoutDetails: (consigner: string) =>
      `${consigner} has no email for cheques: add one to their profile, then retry.`,
  },
  /** Ours (issue 15): the register's cart and payments (shared/domain/sale.ts). */
  sale: {
    emptyCart: 'Add at least one item before completing the sale.',
    itemTwice: 'This item is already in the cart.',
    noPrice: 'This item has no price. Set its price before selling it.',
    percentOutOfRange: 'Enter a discount from 0 to 100 percent.',
    discountNegative: 'A discount cannot be negative.',
    discountAbovePrice: 'A discount cannot be more than the price.',
    paymentPositive: 'Each payment must be more than 0.',
    changeOnlyFromCash: 'Card and other payments cannot be more than the total: only cash gives change.',
    /** The payments do not cover the total; `due` is formatted in the store's currency. */
    notCovered: (due: string) => `${due} is still due. Add a payment to complete the sale.`,
  },
  /** Ours (issue 15): the customer of a sale or a hold. */
  orderCustomer: {
    firstNameRequired: "Enter the customer's first name.",
    emailInvalid: 'Enter a valid email address.',
    emailOrPhone: "Enter the customer's email or phone.",
  },
  /** Ours (issue 15): orders, holds and returns. */
  orders: {
    /** An item that cannot be sold: its status label, as the spec's status labels say it. */
    notForSale: (statusLabel: string) => `This item is ${statusLabel}`,
    /** Another register or a kiosk hold has the item. */
    heldBy: (orderName: string, who: string) => `This item is on order ${orderName} (${who}).`,
    /** Checkout: the cart priced again from the items' current prices does not match what the screen showed. */
    totalChanged: (total: string) =>
      `The total changed to ${total} while the cart was open (a price was edited). Review the cart and try again.`,
    itemNotFound: 'No item of this store has this code.',
    /** Ours: a product barcode (GTIN) or SKU scanned at the register whose product has no Active item left to add. */
    noneInStock: (product: string) => `No ${product} is in stock to sell (Active and not in the cart).`,
    /** Ours: a SKU label names the product, not the size; with several sizes in stock the cashier picks one. */
    severalSizes: (product: string, sizes: string) =>
      `${product} is in stock in sizes ${sizes}: scan the item's own code or choose it in Search.`,
    holdNotOpen: 'This hold is no longer open: it was completed, cancelled or it expired.',
    notOnOrder: 'This item is not on this order.',
    alreadyReturned: 'This item was already returned.',
    /** Ours: a return of an open hold, a cancelled or an expired order. */
    returnNotCompleted: 'Only the items of a completed sale can be returned.',
    /** Ours: one item named twice in a return. */
    returnItemTwice: 'This item is already in the return.',
    selectItemsToReturn: 'Select at least one item to return.',
    refundAboveReturned: 'The refund cannot be more than what the returned items sold for.',
    /** Said before confirming a return of an item whose consigner was already paid. */
    returnAfterPayout: (consigner: string, amount: string) =>
      `${consigner} was already paid for this item: ${amount} will be recorded as a negative balance and deducted from their next payout.`,
    noCustomerEmail: 'This order has no customer email. Add one to email the receipt.',
    platformNotConnected: 'This order did not come from an online shop, and no shop is connected.',
    linnworksUnavailable: 'Linnworks orders are not available in ConsignDesk.',
  },
  transfers: {
    selectLocation: 'Please select a location',
  },
  storeSignup: {
    invalidSignup: 'Please enter a valid email, name and handle',
    invalidHandle: 'Please enter a valid handle',
    /** Ours: a handle is part of a subdomain. */
    handleFormat: 'Use lower-case letters, digits and dashes only',
  },
  /** Ours: query parameters of the inventory lists that cannot be read. */
  listQuery: {
    booleanExpected: 'Expected true or false',
    dateExpected: 'Expected a date (YYYY-MM-DD) or a date-time',
  },
  reserve: {
    invalidCustomer: 'Please input a valid customer name and number',
    /** Ours: closing a reservation the store already closed. */
    alreadyClosed: 'This reservation is already closed.',
  },
  buyAndSell: {
    dropOffLocationRequired: 'Drop Off location is required.',
    /** Ours: the rules of the Confirm Details step, checked again by the API. */
    itemsRequired: 'Choose at least one item to sell.',
    priceRequired: 'Enter a requested price above 0 for every item.',
    quantityMin: 'Quantity must be at least 1.',
    contactRequired: 'Please fill in first name, last name, email, phone number and zip code.',
    unknownProduct: 'One of the products is no longer offered by this store. Remove it and try again.',
    unknownSize: (size: string) => `Size ${size} is not a size of this product.`,
  },
  /** Ours (issue 17): the guard of every public form (no outside captcha). */
  publicForms: {
    emailInvalid: 'Please enter a valid email',
    /** Sent back sooner than a person could fill the form. */
    tooFast: 'That was quick! Please check the form and send it again.',
    /** The form's token is missing, forged or a day old: the page must be opened again. */
    formExpired: 'This form has expired. Reload the page and try again.',
    /** The honeypot field was filled: said plainly, nothing is saved. */
    notSent: 'This form could not be sent. Reload the page and try again.',
    tooManyRequests: (minutes: number) =>
      `Too many requests from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  /** Ours (issue 18): the consigner portal's refusals (docs/consigner-portal.md). */
  consignerPortal: {
    finishSignup: "Finish signing up first: add your payout details and accept the store's terms of service.",
    ownItemsOnly: 'You can only list and change your own items.',
    dropOffOnly: 'Items you list wait as Drop off pending until the store accepts them.',
    chooseShipping: 'Choose how the items reach the store: drop off at a location, or ship them.',
    shipNoLocation: 'Shipped items get their location when the store accepts them: leave the location empty.',
    storeTakesNoShipping: 'This store does not take shipped items. Drop them off at a location.',
    notAnOffer: 'This item has no price offer from the store to answer.',
  },
} as const;

/** spec 001 §8: the error and message catalogue. */
export const notices = {
  /** Ours (issue 12): under the fee breakdown's Outstanding Withdrawal Fees, which is not deducted from the item. */
  takenAtPayout: 'Outstanding balance, taken at payout',
  /** Ours (issue 13): a scan run in progress lives on the screen until Run saves it. */
  scanRuns: {
    confirmDiscard: 'Discard this count?',
    confirmLeave: 'Leave this count?',
    notSaved: 'The items scanned so far are not saved: Run saves them.',
    startFirst: 'Choose a location and press START, then scan.',
  },
  employees: {
    inviteSent: 'Sent invite',
    inviteFailed: 'Error sending invite',
    added: 'Employee added!',
    deleted: 'Employee deleted!',
    confirmDelete: 'Are you sure you want to delete this employee?',
  },
  consigners: {
    added: 'Consigner added!',
    deleted: 'Consigner deleted!',
    confirmDelete: 'Are you sure you want to delete this consigner?',
    exported: 'Consigners exported successfully',
  },
  cannotBeUndone: 'This action cannot be undone',
  emailInstructionsSent: (email: string) => `Email instructions sent to ${email}`,
  passwordUpdated: 'Password has been updated',
  notAuthorized: 'Sorry, you are not authorized to access this page.',
  backToLogin: 'Back To Login',
  disabledAccount:
    'Your account has been disabled by the store owner. Contact the support email to get more info.',
  resyncingProduct: 'Resyncing product in background',
  mergingProduct: 'Merging product in background',
  resyncingItem: 'Resyncing item...',
  priceChangeRequested: (price: string) => `Requested price change: ${price}`,
  priceChangeFailed: 'Failed to request price change.',
  /** Ours: the store takes back a price offer the seller has not answered. */
  priceOfferWithdrawTitle: (price: string) => `Withdraw the offer of ${price}?`,
  priceOfferWithdrawBody:
    'The item goes back to Active at its current price, and the links in the mail to the seller stop working. You can make a new offer afterwards.',
  priceOfferWithdrawn: 'Price offer withdrawn.',
  saving: 'Saving',
  saved: 'Saved',
  unknownError: 'Unknown Error',
  inventoryAdded: (productTitle: string) => `Inventory added to ${productTitle}`,
  inventoryAccepted: 'Inventory accepted successfully',
  /** Ours (issue 13): Save of scan intake. */
  scanIntakeSaved: (count: number, location: string) =>
    `${count} ${count === 1 ? 'item' : 'items'} accepted at ${location}`,
  longOperations: {
    accepting: 'Accepting inventories, this may take some time',
    acceptingRequested: 'Accepting requested inventories, this may take some time',
    decliningRequested: 'Declining requested inventories, this may take some time',
    updating: "Updating inventories, this may take some time, don't refresh!",
    confirmedAction: 'Confirmed Action: These changes take time, you will see the changes slowly update...',
  },
  /** Ours: the Request Items screen and the Request grid. */
  storeRequests: {
    confirmEmail: 'Email the open requests to every consigner who gets email notifications?',
    emailed: (count: number) => `Emailed the open requests to ${count} consigner${count === 1 ? '' : 's'}.`,
    noOfferYet: 'No offer yet: offers made against this request show here.',
    offerAccepted: 'Offer accepted: it is now in Drop off pending.',
  },
  settingsSaved: 'Settings saved!',
  statusChangedToPaid: 'Status changed to paid!',
  autoPayoutRetried: 'Auto payout retry successful!',
  creatingPayout: 'Creating your payout, you will be redirected shortly.',
  /** Ours (issue 16): the payout screens' confirmations and states. */
  payoutScreens: {
    confirmAutomatedTitle: 'Send cheques for this payout?',
    confirmAutomated: (consigners: string, total: string) =>
      `${consigners} will be paid ${total} in all: cheques will be sent by the cheque service as soon as the payout is created.`,
    confirmMarkPaidTitle: 'Mark this payout paid?',
    confirmMarkPaid: (who: string, total: string) =>
      `${who} will be recorded as paid ${total}: their items become Paid and they are emailed. Do this once the money has gone out.`,
    confirmPayTitle: 'Pay this Buying payout?',
    autoPayoutInProgress: 'Auto payout in progress: cheques are being sent. This page follows them.',
    noneReadyToPay:
      'Nothing to pay: every sold item is in a payout. Items sold at the counter show here until they are paid.',
    noPayoutsYet: 'No payouts yet: create one from Ready to Pay.',
    revealLogged: 'Revealing shows the numbers in full; who revealed them, and when, is logged.',
  },
  /** Ours (issue 18): the Admin dashboard's empty states, each saying what will show there. */
  dashboardScreens: {
    revenueEmpty: 'No sales in this period yet: each day’s sales show here as the shop sells.',
    profitEmpty: 'No profit in this period yet: each day’s profit shows here once items sell.',
    soldEmpty: 'No items sold in this period yet: the items sold each day show here.',
    listedEmpty: 'No items listed in this period yet: the items accepted onto the floor each day show here.',
    activeListingsEmpty:
      'No items on the floor in this period: the Active items at each day’s end show here.',
    inventoryValueEmpty:
      'No items on the floor in this period: what they are listed at, day by day, shows here.',
    recentActivityEmpty:
      'No item has changed in the last 7 days. Intake, price changes, sales and payouts show here as they happen.',
    nothingWaiting: 'Nothing is waiting on the store.',
    byAgeEmpty: 'No items on the floor yet: Active items show here by how long they have been listed.',
    byCategoryEmpty: 'No items on the floor yet: Active items show here by category.',
    byLocationEmpty: 'No items on the floor yet: Active items show here by location.',
    consignersBySalesEmpty: (owners: string) =>
      `No sales in this period yet: ${owners} show here, best sellers first, once their items sell.`,
    payoutSummaryEmpty: 'The period’s sales, stock and payouts show here against the previous period.',
  },
  storeSignup: {
    checkEmail: 'Please check your email to continue',
    success: 'Success! Please check your email to complete your signup.',
  },
  storeLogin: {
    handleNotFound: "Handle doesn't exist.",
  },
  reserveOrderFailed: 'Create order failed. Please try again later',
  linkCopied: 'Link copied!',
  emailSent: 'Email sent!',
  loading: 'Loading...',
  processing: 'Processing...',
  priceLink: {
    expired: 'Something went wrong. Your link might have expired already.',
    accepted: 'Store price change request successful!',
    rejected: 'Store price change request has been rejected!',
  },
  billing: {
    noUrl: 'No URL returned from billing session.',
  },
  /**
   * The buy-and-sell screens (spec 000 §2.4): the splash's three points and the steps' names are the
   * spec's; the sentences under them, and the texts marked, are ours.
   */
  buyAndSellScreens: {
    splashPoints: [
      {
        title: 'View Inventory',
        text: 'Find your items in the store’s catalogue and list them with the price you want.',
      },
      {
        title: 'Consign Or Sell',
        text: 'The store accepts your price or asks you for another one: you decide.',
      },
      {
        title: 'Payout promised by the store',
        text: 'You are paid instantly once your items are shipped or dropped off.',
      },
    ],
    steps: ['Select Your Products', 'Confirm Details', 'Complete'],
    /** Ours: Step 1 before any search, and a search that finds nothing. */
    noProducts: 'No products match your search.',
    /** Ours: the Add Inventory dialog's size select. */
    chooseSizes: 'Choose every size you want to sell',
    /** Ours: Ship to Store is not offered yet; it names the store's own number of locations. */
    shipToStore: (locationCount: number) =>
      `Coming soon. Until then, drop your items off at any of our ${locationCount} location${locationCount === 1 ? '' : 's'}.`,
    /** Ours: the list of Step 2 with every item removed. */
    noItems: 'No items yet: add the products you want to sell.',
    /** The SUCCESS screen (spec: alerts come by email). */
    success: (count: number, email: string) =>
      `Your offer of ${count} item${count === 1 ? '' : 's'} was sent to the store. We emailed a confirmation to ${email}, and every answer of the store comes to you by email.`,
  },
} as const;

/**
 * The catalogue and the kiosk (issue 17; spec 000 §2.1, §2.4: the quoted texts are the spec's,
 * verbatim; the rest is ours and says so).
 */
export const shopperCopy = {
  catalogue: {
    inDemand: 'IN DEMAND',
    bestSellers: 'Best Selling shoes over the last 14 days.',
    signIn: 'Sign in',
    signUp: 'Sign up',
    // Ours.
    share: 'Share',
    email: 'Email',
    emailTitle: 'Email this catalogue',
    emailSend: 'Send',
    searchPlaceholder: 'Search shoes',
    allLocations: 'All locations',
    noProducts: 'No shoes match your search.',
    notFoundTitle: 'Store not found',
    moreSizes: 'More sizes',
    fewerSizes: 'Fewer sizes',
    from: 'From',
    soldOut: 'Sold out',
  },
  kiosk: {
    welcomeQuestion: 'Need help finding a shoe?',
    welcome: 'Welcome to the store',
    viewResults: 'VIEW RESULTS',
    letsGo: "LET'S GO",
    startAgain: 'Start Again',
    inStock: 'In stock - Start Checkout',
    confirmed: 'CONFIRMED! Please Complete at Register',
    outOfStock: 'Out of Stock - Reserve from Warehouse',
    reserveMine: 'Reserve Mine',
    next: 'Next',
    // Ours.
    category: 'Choose a category',
    size: 'Choose your size',
    searchPlaceholder: 'Search by name or SKU',
    noProducts: 'No shoes found. Try another size or search.',
    chooseSize: 'Choose your size',
    customerName: 'Your name',
    countryCode: 'Country code',
    phoneNumber: 'Phone number',
    checkoutTitle: 'Who is this for?',
    holdFor: 'Hold it for me',
    reservedTitle: 'RESERVED! We will call you when it arrives',
    done: 'Done',
    scanPrompt: 'Scan a shoe to see its sizes and prices',
    scanUnknown: 'We could not find that shoe. Ask a member of staff.',
    staffExitTitle: 'Staff sign-in',
    staffExitHelp: 'Sign in as a manager to leave kiosk mode.',
    staffExitButton: 'Leave kiosk mode',
    staffExitRefused: 'This account may not leave kiosk mode.',
  },
  reservations: {
    // Ours: Orders › Reservations in the back office.
    markFulfilled: 'Mark fulfilled',
    cancel: 'Cancel',
    confirmFulfilled: 'Mark this reservation fulfilled?',
    confirmCancel: 'Cancel this reservation?',
    fulfilled: 'Reservation fulfilled',
    cancelled: 'Reservation cancelled',
    empty: 'No reservations',
  },
} as const;

/** Our own accounts (spec README: deviations): sign-in, tokens and links. */
export const authMessages = {
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Use at least 8 characters for the password',
  invalidCredentials: 'Incorrect email or password.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** Ours: the same for every target, known or not, so it tells nobody which emails have accounts. */
  tooManyMailRequests: (minutes: number) =>
    `Too many emails were asked for. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** Ours: an invite is accepted only by a login that proved it owns the invited mailbox. */
  inviteNeedsVerifiedEmail: 'Please verify your email before accepting this invite.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  emailNotVerified: 'Please verify your email to continue.',
  emailVerified: 'Your email is verified.',
  noProfile: 'This account has no access to this store.',
  staffOnly: 'Only store staff can do this.',
  handleTaken: 'This handle is already taken. Please choose another.',
  inviteAlreadyAccepted: 'This invite has already been accepted. Please log in.',
  emailMismatch: 'This invite is for another email address.',
  cannotChangeOwnAccessControls: 'You cannot change your own access controls. Ask the store owner (Admin).',
  cannotGrant: (control: string) => `You cannot grant ${control}: you do not have it yourself.`,
  onlyAdminGrantsUnrestricted: 'Only the store owner (Admin) can give unrestricted access.',
  adminProtected: 'Only the store owner (Admin) can change, disable or delete an Admin.',
  cannotDeleteSelf: 'You cannot delete yourself.',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  employeeExists: 'An employee with this email already exists.',
  notYourEmail: 'This is not the email of your account.',
  lastAdmin: 'A store needs at least one active Admin.',
  consignerProfileExists: 'This account already has a consigner profile.',
  staffAccount: 'This account belongs to a staff member of this store.',
  accountExists: 'An account with this email already exists. Log in, or reset your password.',
} as const;

/** Ours: the mail a consigner gets when their payout details change (docs/consigners.md). */
export const payoutDetailMail = {
  subject: 'Your payout details were changed',
  changed: (firstName: string, storeName: string, who: string) =>
    `Hi ${firstName}, the payout details of your account at ${storeName} were changed by ${who}.`,
  /** `destination`: the payout email, or the bank account masked to its last 4 digits. */
  summary: (payoutType: string, destination: string) =>
    destination ? `Payouts now go by ${payoutType} to ${destination}.` : `Payouts now go by ${payoutType}.`,
  noPayout: 'No payout method is set any more.',
  notYou:
    'If you did not ask for this change, contact the store at once: payouts are sent to the new details.',
  action: 'Open the store',
} as const;

/** Messages of our own (not in the spec) for errors every API answer can carry. */
export const apiErrors = {
  validationFailed: 'Some fields are not valid.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  /** A refusal for a missing access control names it, so the screen can say what to ask for. */
  forbiddenNeeds: (needs: readonly string[]) =>
    `You do not have access to this: it needs ${needs.join(' or ')}. Ask the store owner for access.`,
  notFound: 'Not found.',
  routeNotFound: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  conflict: 'This changed while you were working on it. Reload and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  /** Ours: the HTTP shell's refusals, before any handler runs. */
  methodNotAllowed: (method: string, path: string, allowed: string) =>
    `${method} is not allowed on ${path}. Allowed: ${allowed}.`,
  bodyTooLarge: (megabytes: number) => `Request bodies must be at most ${megabytes} MB.`,
  /** Ours (issue 17): the smaller limit of public writes (PUBLIC_WRITE_BODY_MAX_BYTES). */
  bodyTooLargeKilobytes: (kilobytes: number) => `Request bodies must be at most ${kilobytes} KB.`,
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  unknownFields: (names: string[]) =>
    `${names.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${names.join(', ')}.`,
  unknownField: (name: string) => `${name} is not a field this request accepts.`,
  uriTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers (or its address) are too large.',
  badRequest: 'The request could not be read.',
  networkUnavailable: 'Cannot reach the ConsignDesk server. Check the connection and try again.',
  databaseUnavailable: 'The database is not reachable.',
  screenNotAvailable: 'This screen is not available yet',
  /** Resync and other platform-only actions before a commerce platform is connected (spec README). */
  noPlatformConnected:
    'No commerce platform is connected. Connect your shop in Settings to resync inventory.',
  resyncUnavailable: 'Inventory resync is not available yet.',
  /** Ours (issue 17): a public call of a store in maintenance mode (the pages go to /maintenance). */
  storeInMaintenance: 'This store is down for maintenance. Please try again later.',
  /** Ours (issue 17): a catalogue or buy-and-sell address whose handle names no store. */
  storeNotFound: 'We could not find this store. Check the address and try again.',
  /** Ours: a platform order of a connected shop, before the platform adapter can fetch it again. */
  orderResyncUnavailable: 'Order resync is not available yet.',
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Ours (issue 14): printing labels from Ready To Print, the inventory lists and the item page. Items
 * are marked printed only once the labels came out: the counter app's printer took them, or the
 * clerk says so after the browser's print dialog.
 */
export const labelPrintMessages = {
  confirmMarkPrinted: (count: number) => `Mark ${plural(count, 'label')} as printed?`,
  printedOn: (count: number, printerName: string) => `Printed ${plural(count, 'label')} on ${printerName}`,
  markedPrinted: (count: number) => `${plural(count, 'label')} marked printed.`,
  notMarked: 'Nothing was marked printed.',
  noLabelPrinter: 'No label printer is chosen on this PC. Choose one in Settings → Devices.',
  printerMissing:
    'The label printer chosen on this PC is no longer set up. Choose one in Settings → Devices.',
  browserPrint:
    'The labels open in the browser’s print dialog. If it did not open, download the PDF and print it from there.',
  making: (count: number) => `Making ${plural(count, 'label')}…`,
} as const;

/**
 * Product merge in the background (our words; the spec has only 'Merging product in background'):
 * what the product page says while the merge job runs and once it has ended.
 */
export const productMergeMessages = {
  inProgress: (title: string) => `Merging “${title}” into this product…`,
  done: (title: string, items: number, gtins: number) =>
    `Merged “${title}” into this product: ${plural(items, 'item')} and ${plural(gtins, 'GTIN')} moved.`,
  failed: (title: string, reason: string) => `Merging “${title}” failed: ${reason}`,
  targetGone: 'The product to merge into no longer exists.',
  starterGone: 'The account that asked for this merge no longer exists.',
} as const;

/** Ours (issue 13): the Devices area of Settings, for the counter PC's scanners. */
export const deviceMessages = {
  needsCounterApp:
    'HID POS and serial scanners are set up in the ConsignDesk counter app, on the PC they are plugged into.',
  wedgeWorksHere:
    'A keyboard-wedge scanner (one that types the code and presses Enter) works here in the browser too.',
  noDevices: 'No scanner is set up on this PC yet. Choose a serial port or a HID POS scanner below.',
  waitingForScan: 'Scan a barcode to test: its code shows here.',
  saved: 'Device settings saved.',
} as const;

/** Ours (issue 14): the Printers area of Settings, for the counter PC's printers. */
export const printerMessages = {
  needsCounterApp:
    'Label printers are set up in the ConsignDesk counter app, on the PC they are connected to.',
  browserPrintsPdf: 'Here in the browser, labels open as a PDF in the browser’s print dialog.',
  noPrinters: 'No printer is set up on this PC yet. Add one below.',
  saved: 'Printer settings saved.',
  noLabelsPrinter: 'Choose which printer prints the labels: “Use for labels”.',
  testPrinted: (printerName: string) => `Test label sent to ${printerName}.`,
  notPrinted: (printerName: string, reason: string) => `${printerName} did not print: ${reason}`,
} as const;

/** Ours (issue 15): receipts (shared/domain/receipt.ts lays them out; the Print / Email receipt buttons). */
export const receiptMessages = {
  layout: {
    order: (name: string) => `Order ${name}`,
    cashier: (name: string) => `Cashier: ${name}`,
    customer: (name: string) => `Customer: ${name}`,
    size: (size: string) => `Size ${size}`,
    discount: 'Discount',
    returned: 'Returned',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'TOTAL',
    change: 'Change',
    refund: (method: string) => `Refund (${method})`,
    thankYou: (store: string) => `Thank you for shopping at ${store}!`,
    questions: 'Questions? Write to',
    held: 'ON HOLD - NOT PAID',
    cancelled: 'CANCELLED',
  },
  mailSubject: (store: string, orderName: string) => `Your receipt from ${store} (order ${orderName})`,
  mailIntro: (store: string, orderName: string) =>
    `Thank you for your purchase at ${store}. Here is the receipt of order ${orderName}; the PDF is attached.`,
  printedOn: (printerName: string) => `Receipt printed on ${printerName}`,
  browserPrint: 'The receipt opens in the browser’s print dialog. If it did not open, download the PDF.',
  emailQueued: (email: string) => `Receipt sent to ${email}`,
  noReceiptPrinter: 'No receipt printer is chosen on this PC: the receipt opens in the print dialog instead.',
  receiptPrinterMissing:
    'The receipt printer chosen on this PC is no longer set up. Choose one in Settings → Devices.',
} as const;

/** Ours (issue 18): the consigner portal's screens (desktop/renderer/features/portal). */
export const portalMessages = {
  signup: {
    title: 'Sign Up',
    intro: (store: string) =>
      `Sell with ${store}: create your account, then tell us where to send your payouts.`,
    haveAccount: 'Already have an account?',
    checkEmail: (email: string) =>
      `We sent a link to ${email}. Open it to verify your email, then come back and press Continue.`,
    notVerifiedYet: 'Your email is not verified yet. Open the link in the email we sent you.',
    detailsIntro: 'Your details, so the store knows who brings the items in.',
    payoutIntro: 'Where the store sends your money when your items sell.',
    bankFinal:
      'Check your bank details carefully: once submitted, only the store can change them (in person or by email).',
    termsIntro: (store: string) => `Read and accept the terms of ${store}.`,
    acceptTerms: 'I have read and accept the terms of service',
    mustAcceptTerms: 'Please accept the terms of service to continue.',
    staffAccount: 'This is a store staff account. Consigners sign up here; staff work in the back office.',
    welcome: 'Welcome! Your account is ready.',
  },
  items: {
    empty: 'No items yet. List items for drop-off and they appear here.',
    emptyFiltered: 'None of your items has this status.',
    priceChangeTitle: 'Request price change',
    requestedPrice: 'Requested price',
    withdrawalConfirm: 'Ask the store to give this item back?',
    withdrawalSent: 'Withdrawal requested. The store will contact you.',
    cancelDropoffConfirm: 'Cancel this drop-off? The item is removed from the list.',
    dropOffCancelled: 'Drop-off cancelled',
    offer: (price: string) => `The store offers ${price}`,
  },
  dropOff: {
    searchPlaceholder: 'Search the store’s products by title or SKU',
    noProducts: 'No products match. Try another search, or ask the store to add the product.',
    shipQuestion: 'How does it get to the store?',
    dropOffChoice: 'Drop off at a location',
    shipChoice: 'Ship to the store',
    noShipping: 'This store takes drop-offs only.',
    listed: (count: number, title: string) =>
      `${count} ${count === 1 ? 'item' : 'items'} of ${title} listed. Bring or send them to the store.`,
  },
  payouts: {
    empty: 'No payouts yet. When the store pays you for sold items, the payout appears here.',
    pendingNote: 'Sold items the store has not paid out yet, after fees.',
    noCheques: 'No cheques',
  },
  settings: {
    bankLocked: 'Your bank details are on file. To change them, contact the store in person or by email.',
    notificationsHelp:
      'Emails when your items are accepted, sold or paid, and when the store sends an offer.',
    passwordChanged: 'Password has been updated. Log in with your new password.',
  },
  dashboard: {
    noSales: 'No sales in this period yet. Sold items appear here.',
    noItems: 'No items in this period.',
    noLowStock: 'None of your products is running low.',
  },
} as const;

/** Ours (issue 18): the report calls' refusals and the names of the report groups. */
export const reportMessages = {
  dateExpected: 'Enter the date as YYYY-MM-DD (for example 2026-11-27).',
  endNotAfterStart: 'The end date must be after the start date.',
  bothDates: 'Give both dates of the range, or neither.',
  rangeTooLong: (days: number) => `A report covers at most ${days} days: choose a shorter range.`,
  ageBucket: {
    '0-30': '0–30 days',
    '31-60': '31–60 days',
    '61-90': '61–90 days',
    '91-180': '91–180 days',
    '180+': 'Over 180 days',
  },
  noLocation: 'No location',
  noCategory: 'No category',
} as const;

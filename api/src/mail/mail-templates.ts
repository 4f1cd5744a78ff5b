import { payoutDetailMail } from '@shared/messages';
import { type Store } from '../stores/store.entity';
import { type MailMessage } from './mail.service';

/** The product's mail, in the store's name. Each links to the store's own address. */
export const mailTemplates = {
  verifyEmail: (store: Store, to: string, url: string): MailMessage => ({
    to,
    subject: `Verify your email for ${store.name}`,
    paragraphs: [`Please confirm that ${to} is your email address.`, 'The link works once and for 24 hours.'],
    action: { label: 'Verify email', url },
  }),
  resetPassword: (store: Store, to: string, url: string): MailMessage => ({
    to,
    subject: `Reset your ${store.name} password`,
    paragraphs: [
      'Someone asked to reset the password of this account. If it was you, choose a new password below.',
      'The link works once and for 1 hour. If you did not ask, you can ignore this mail.',
    ],
    action: { label: 'Choose a new password', url },
  }),
  employeeInvite: (store: Store, to: string, firstName: string, url: string): MailMessage => ({
    to,
    subject: `You're invited to ${store.name} on ConsignDesk`,
    paragraphs: [
      `Hi ${firstName}, ${store.name} invited you to its back office.`,
      'Create your login with the link below. It works once and for 7 days.',
    ],
    action: { label: 'Create your account', url },
  }),
  storeWelcome: (store: Store, to: string, url: string): MailMessage => ({
    to,
    subject: `Confirm your email to finish setting up ${store.name}`,
    paragraphs: [
      `Welcome to ConsignDesk. Your store ${store.name} (${store.handle}) is ready.`,
      'Confirm your email and choose your password with the link below. It works once and for 7 days.',
    ],
    action: { label: 'Confirm email and set password', url },
  }),
  /** The store's catalogue, sent from its public page (issue 17, POST /open/stores/sendCatalogue). */
  catalogueLink: (store: Store, to: string, url: string): MailMessage => ({
    to,
    subject: `${store.name}'s catalogue`,
    paragraphs: [
      `Here is the catalogue of ${store.name}: every shoe in stock, with its sizes and prices.`,
      'Someone asked us to send it to this address. If it was not you, you can ignore this mail.',
    ],
    action: { label: 'Open the catalogue', url },
  }),
  /** The store's open Buying and Consignment requests, one line each (docs/store-requests.md). */
  storeRequestedItems: (
    store: Store,
    to: string,
    firstName: string,
    lines: readonly string[],
    moreCount: number,
    url: string,
  ): MailMessage => ({
    to,
    subject: `${store.name} is looking for these items`,
    paragraphs: [
      `Hi ${firstName}, ${store.name} would like to buy or take on consignment the items below, at the prices shown.`,
      ...lines,
      ...(moreCount > 0 ? [`And ${moreCount} more: see them all on the store's page.`] : []),
      'Have one? Offer it on the page below, at a price inside the range.',
    ],
    action: { label: 'Offer your items', url },
  }),
  /**
   * To the consigner when their payout type or bank details change (docs/consigners.md): who did it
   * and where payouts go now (numbers masked), so a redirected payout is noticed before it is paid.
   */
  payoutDetailsChanged: (
    store: Store,
    to: string,
    firstName: string,
    who: string,
    payoutType: string | null,
    destination: string,
    url: string,
  ): MailMessage => ({
    to,
    subject: payoutDetailMail.subject,
    paragraphs: [
      payoutDetailMail.changed(firstName, store.name, who),
      payoutType ? payoutDetailMail.summary(payoutType, destination) : payoutDetailMail.noPayout,
      payoutDetailMail.notYou,
    ],
    action: { label: payoutDetailMail.action, url },
  }),
  /**
   * To the consigner when they are paid (issue 16; docs/payouts.md): by hand or by their cheques,
   * with each item, the balance the payout took, and the amount. `amount` and the lines' prices are
   * already in the store's currency.
   */
  consignerPaid: (
    store: Store,
    to: string,
    firstName: string,
    payoutName: string,
    amount: string,
    itemLines: readonly string[],
    balanceApplied: string | null,
    url: string,
  ): MailMessage => ({
    to,
    subject: `${store.name} paid you ${amount}`,
    paragraphs: [
      `Hi ${firstName}, ${store.name} paid you ${amount} (payout ${payoutName}) for these items:`,
      ...itemLines,
      ...(balanceApplied ? [`${balanceApplied} you owed the store was deducted from it.`] : []),
      'Thank you for consigning with us.',
    ],
    action: { label: 'See your items', url },
  }),
  /**
   * To the consigner when the store asks for a new price on their item (issue 17; docs/buy-and-sell.md):
   * the item, its price and the offer, and the two single-use links that answer it. `price` and
   * `offered` are already in the store's currency.
   */
  priceChangeOffer: (
    store: Store,
    to: string,
    firstName: string,
    item: string,
    price: string,
    offered: string,
    days: number,
    urls: { accept: string; reject: string },
  ): MailMessage => ({
    to,
    subject: `${store.name} offers a new price for your ${item}`,
    paragraphs: [
      `Hi ${firstName}, ${store.name} would like to change the price of your ${item} from ${price} to ${offered}.`,
      `Accept the new price, or reject it to keep ${price}.`,
      `Each link below works once, for ${days} day${days === 1 ? '' : 's'}, and only for this offer.`,
    ],
    action: { label: `Accept ${offered}`, url: urls.accept },
    secondAction: { label: `Reject and keep ${price}`, url: urls.reject },
  }),
  /** To the seller after a buy-and-sell offer (issue 17): the items and prices asked, and where to bring them. */
  buyOrderConfirmation: (
    store: Store,
    to: string,
    firstName: string,
    lines: readonly string[],
    dropOff: string,
    links: { url: string },
  ): MailMessage => ({
    to,
    subject: `${store.name} received your offer`,
    paragraphs: [
      `Hi ${firstName}, thank you for offering your items to ${store.name}:`,
      ...lines,
      `Drop off: ${dropOff}. ${store.name} will review your offer; its answers come to this address.`,
    ],
    action: { label: 'Offer more items', url: links.url },
  }),
  /** To the store (its support address) after a buy-and-sell offer: who offered what, waiting in Requested. */
  buyOrderNotice: (
    store: Store,
    to: string,
    sellerName: string,
    sellerEmail: string,
    count: number,
    lines: readonly string[],
    dropOff: string,
    url: string,
  ): MailMessage => ({
    to,
    subject: `New offer: ${count} item${count === 1 ? '' : 's'} from ${sellerName}`,
    paragraphs: [
      `${sellerName} (${sellerEmail}) offered ${store.name} these items, to drop off at ${dropOff}:`,
      ...lines,
      'They wait in the Requested list with the prices asked.',
    ],
    action: { label: 'Open the Requested list', url },
  }),
  /** To the store (its support address) when a consigner lists items for drop-off in the portal (issue 18). */
  consignerDropOffNotice: (
    store: Store,
    to: string,
    consignerName: string,
    consignerEmail: string,
    count: number,
    lines: readonly string[],
    url: string,
  ): MailMessage => ({
    to,
    subject: `Drop-off listed: ${count} item${count === 1 ? '' : 's'} from ${consignerName}`,
    paragraphs: [
      `${consignerName} (${consignerEmail}) listed these items for drop-off:`,
      ...lines,
      'They wait in the Drop off pending list until you accept them.',
    ],
    action: { label: 'Open Drop off pending', url },
  }),
  /** To the store (its support address) when a consigner asks for an item back in the portal (issue 18). */
  consignerWithdrawalNotice: (
    store: Store,
    to: string,
    consignerName: string,
    consignerEmail: string,
    line: string,
    url: string,
  ): MailMessage => ({
    to,
    subject: `Withdrawal request from ${consignerName}`,
    paragraphs: [
      `${consignerName} (${consignerEmail}) asks for this item back:`,
      line,
      'Accept or decline the request in the Withdrawal Request list.',
    ],
    action: { label: 'Open Withdrawal Request', url },
  }),
};

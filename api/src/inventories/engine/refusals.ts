import { HttpStatus } from '@nestjs/common';
import { type GuardName } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { AppError } from '../../common/errors/app-error';
import { type Inventory } from '../inventory.entity';

const actions = validation.inventoryActions;
/** A bulk refusal's message names this many blockers; `fields` names them all. */
const REASONS_IN_MESSAGE = 5;

/** An item that blocks a call, with the answer's status and the payload field it belongs under. */
export interface Blocker {
  index: number;
  item: Inventory;
  message: string;
  status: HttpStatus.CONFLICT | HttpStatus.BAD_REQUEST;
  field?: string;
}

/** How a call names its items: the request field, and whether it is a list (refusals name each by code). */
export interface ItemsField {
  ids: readonly number[];
  /** The request field naming the items ('items', 'inventories', 'ids', 'item', 'inventory', 'code'). */
  field: string;
  /** The call names a list: refusals name the blocking items by code, under `field.index`. */
  isList: boolean;
}

/** A moment as messages show it: the server cannot know the reader's time zone, so UTC, said so. */
export function formatWhen(date: Date | string): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The payload field a guard's refusal belongs under. */
export function guardField(guard: GuardName | undefined): string | undefined {
  switch (guard) {
    case 'acceptNeedsLocation':
    case 'intakeNeedsLocation':
    case 'transferNeedsLocation':
    case 'activeNeedsAcceptance':
      return 'location';
    case 'requestedPriceAboveZero':
      return 'requestedPrice';
    case 'priceWithinRequestedRange':
      return 'price';
    case 'answersStoreRequest':
      return 'inventory';
    default:
      return undefined;
  }
}

/**
 * The answer refusing a call: 409 when an item's status forbids the move, else 400. A single item
 * answers its own message; a list names every blocking item by code under `field.index`, and the
 * first few in the message.
 */
export function refusal(call: ItemsField, blockers: Blocker[]): AppError {
  const sorted = [...blockers].sort((a, b) => a.index - b.index);
  const status = sorted.some((blocker) => blocker.status === HttpStatus.CONFLICT)
    ? HttpStatus.CONFLICT
    : HttpStatus.BAD_REQUEST;
  const fields: Record<string, string> = {};
  for (const blocker of sorted) {
    if (blocker.field) fields[blocker.field] ??= blocker.message;
    if (call.isList)
      fields[`${call.field}.${blocker.index}`] = actions.itemReason(blocker.item.code, blocker.message);
  }
  const code = status === HttpStatus.CONFLICT ? 'CONFLICT' : 'VALIDATION_FAILED';
  const hasOneItem = !call.isList || new Set(call.ids).size === 1;
  const message = hasOneItem
    ? sorted[0].message
    : actions.nothingChanged(
        sorted
          .slice(0, REASONS_IN_MESSAGE)
          .map((blocker) => actions.itemReason(blocker.item.code, blocker.message))
          .join(' '),
        Math.max(0, sorted.length - REASONS_IN_MESSAGE),
      );
  return new AppError(status, code, message, Object.keys(fields).length > 0 ? fields : undefined);
}

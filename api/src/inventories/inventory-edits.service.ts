import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type InventoriesResponse } from '@shared/contracts/inventory-actions';
import { type InventoryResponse } from '@shared/contracts/inventories';
import {
  checkEdit,
  checkOwnerChange,
  checkStatusEdit,
  type InventoryStatus,
} from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { conflict, invalid } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type ProductTemplate } from '../product-templates/product-template.entity';
import {
  type FieldChanges,
  InventoryEngine,
  type ItemEdit,
  type WriteScope,
  writeScopeOf,
} from './engine/inventory-engine';
import { type Blocker, formatWhen, refusal } from './engine/refusals';
import { inventoriesAnswer, inventoryAnswer } from './inventory-answers';
import { Inventory } from './inventory.entity';
import { StoreRecords } from './store-records';

const actions = validation.inventoryActions;
const inventoryMessages = validation.inventory;

/** Fields PUT copies as they come (the rest are checked one by one). */
const EDITABLE_FIELDS = [
  'notes',
  'cost',
  'discount',
  'taxable',
  'hasCleaningFee',
  'hasBoxFee',
  'printed',
  'category',
  'shopifyId',
  'trackingCode',
  'packingSlip',
  'preapprovalStatus',
] as const satisfies readonly (keyof Inventory)[];

/** What PUT /api/inventories/{id} may change (the parsed updateInventoryRequest). */
export interface EditBody {
  price?: number | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  location?: number | null;
  subLocation?: number | null;
  consignerId?: number | null;
  consigner?: number | null;
  status?: InventoryStatus;
  notes?: string | null;
  cost?: number | null;
  discount?: number | null;
  taxable?: boolean;
  hasCleaningFee?: boolean;
  hasBoxFee?: boolean;
  printed?: boolean;
  category?: string;
  shopifyId?: string | null;
  trackingCode?: string | null;
  packingSlip?: string | null;
  preapprovalStatus?: string | null;
  version?: number;
}

/** One row of bulkEditInventory: the item and its edit. */
export interface BulkEditRow extends EditBody {
  id: number;
}

/**
 * The item edit (PUT /api/inventories/{id}) and the bulk table's (bulkEditInventory): each item's
 * fields checked here (planEdit), written by the engine with the fees that follow and one log
 * entry per changed item. A status set by hand is a move of the status machine (checkStatusEdit)
 * and the engine carries it out as that move's own call does: its place, its withdrawal decision,
 * its early withdrawal fee (the store's; a hand edit cannot waive it, the Withdraw dialog can).
 */
@Injectable()
export class InventoryEditsService {
  constructor(
    private readonly engine: InventoryEngine,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /**
   * PUT /api/inventories/{id}: the item's fields. Withdrawn and Declined items are not editable
   * (checkEdit); the owner and status follow safe inventory status mode (checkOwnerChange,
   * checkStatusEdit); an Active item keeps a location and an acceptance date. Payout and payoutFee
   * follow a change of what the fees read. Every changed field is logged.
   */
  async update(principal: Principal, id: number, body: EditBody): Promise<InventoryResponse> {
    const scope = writeScopeOf(principal);
    await this.engine.run(async (manager) => {
      const items = this.items.for(scope, manager);
      const item = await this.engine.read(manager, scope, { ids: [id], field: 'id', isList: false });
      const edit = await this.planEdit(new StoreRecords(items), scope, item[0], body);
      await this.engine.edit(manager, scope, [edit]);
    });
    return inventoryAnswer(this.items.for(scope), scope.store.currency, id);
  }

  /**
   * bulkEditInventory (ours; the spec's editable bulk inventory table): each row is an item's id and
   * the fields PUT takes, checked by the same rules. All rows apply in one transaction with their
   * logs, or none does: any refusal refuses the whole call, naming each blocking row's item by code
   * under `inventories.<index>` and the field under `inventories.<index>.<field>`.
   */
  async bulkEdit(principal: Principal, body: { inventories: BulkEditRow[] }): Promise<InventoriesResponse> {
    const scope = writeScopeOf(principal);
    const ids = body.inventories.map((row) => row.id);
    await this.engine.run((manager) => this.editList(manager, scope, ids, body.inventories));
    return inventoriesAnswer(this.items.for(scope), scope.store.currency, ids);
  }

  private async editList(
    manager: EntityManager,
    scope: WriteScope,
    ids: readonly number[],
    rows: readonly BulkEditRow[],
  ): Promise<void> {
    const call = { ids, field: 'inventories', isList: true };
    const items = await this.engine.read(manager, scope, call);
    const records = new StoreRecords(this.items.for(scope, manager));
    const edits: ItemEdit[] = [];
    const blockers: Blocker[] = [];
    // The contract lets each item in once, so items[index] is the item of rows[index].
    for (const [index, item] of items.entries()) {
      try {
        edits.push(await this.planEdit(records, scope, item, rows[index]));
      } catch (error) {
        blockers.push(editBlocker(error, index, item, 'inventories'));
      }
    }
    if (blockers.length > 0) throw refusal(call, blockers);
    await this.engine.edit(manager, scope, edits);
  }

  /**
   * One item's edit, checked, and what it changes (nothing written yet): PUT's rules, shared by
   * bulkEditInventory. Withdrawn and Declined items are not editable; a stale version is refused
   * naming who changed the item; the owner follows safe inventory status mode; options are checked
   * against the template; a price is above 0; a status change must be a move a hand edit may make
   * (checkStatusEdit), whose transition the engine carries out; an Active item keeps a location. A
   * refusal is thrown: 409 for the item's state, 400 under the field.
   */
  private async planEdit(
    records: StoreRecords,
    scope: WriteScope,
    item: Inventory,
    body: EditBody,
  ): Promise<ItemEdit> {
    const editable = checkEdit(item.status);
    if (!editable.ok) throw conflict(editable.message);
    if (body.version !== undefined && body.version !== item.version) {
      throw conflict(actions.editedMeanwhile(item.lastUpdatedByName ?? '', formatWhen(item.updatedAt)));
    }
    const safeMode = scope.store.safeInventoryStatusMode;
    const set: FieldChanges = {};

    let owner = item.consigner ?? null;
    const ownerId = body.consignerId !== undefined ? body.consignerId : body.consigner;
    if (ownerId !== undefined && ownerId !== item.consignerId) {
      const check = checkOwnerChange(item.status, safeMode);
      if (!check.ok) throw conflict(check.message, 'consignerId');
      owner = ownerId === null ? null : await records.consigner(ownerId);
      if (!owner) throw invalid('consignerId', inventoryMessages.consignerRequired);
      set.consignerId = owner.id;
    }

    const place = await records.place(body, item);
    if (place.location !== undefined && (place.location?.id ?? null) !== item.locationId) {
      set.locationId = place.location?.id ?? null;
    }
    if (place.subLocation !== undefined && (place.subLocation?.id ?? null) !== item.subLocationId) {
      set.subLocationId = place.subLocation?.id ?? null;
    } else if (
      place.subLocation === undefined &&
      set.locationId !== undefined &&
      item.subLocation &&
      item.subLocation.locationId !== set.locationId
    ) {
      // A sub-location of the old place does not follow the item to a new one.
      set.subLocationId = null;
    }
    const locationId = set.locationId !== undefined ? set.locationId : item.locationId;

    const optionNames = ['option1Value', 'option2Value', 'option3Value'] as const;
    if (optionNames.some((name) => body[name] !== undefined && body[name] !== item[name])) {
      const template = await records.template(item.productTemplateId);
      for (const name of optionNames) {
        const value = body[name];
        if (value === undefined || value === item[name]) continue;
        set[name] = checkOption(template, name, value);
      }
    }

    if (body.price !== undefined && body.price !== item.price) {
      if (body.price === null || body.price <= 0) throw invalid('price', validation.scan.enterPrice);
      set.price = body.price;
    }
    for (const field of EDITABLE_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== item[field]) Object.assign(set, { [field]: value });
    }

    const status = body.status ?? item.status;
    let transition = null;
    if (status !== item.status) {
      const facts = {
        status: item.status,
        hasLocation: locationId !== null,
        hasAcceptedOn: item.acceptedOn !== null,
        isStoreAccount: owner?.isStoreAccount ?? false,
      };
      const check = checkStatusEdit(facts, status);
      if (!check.ok) {
        if (check.reason === 'illegal') throw conflict(check.message, 'status');
        throw invalid('status', check.message);
      }
      transition = check.transition;
    }
    // spec 001 §5: an Active item has a location (its acceptance date cannot be edited away).
    if (status === 'Active' && locationId === null && (transition !== null || 'locationId' in set)) {
      throw invalid('location', inventoryMessages.pleaseSelectLocation);
    }
    return { item, set, place, owner, transition };
  }
}

/**
 * An option value against the item's template (as creation checks it): option 1 is required and
 * one of the template's values; option 2 and 3 are one of theirs when the template has them, and
 * empty otherwise. Case does not matter; the template's spelling is kept.
 */
function checkOption(
  template: ProductTemplate | null,
  name: 'option1Value' | 'option2Value' | 'option3Value',
  value: string | null,
): string | null {
  const scan = validation.scan;
  const key = name.replace('Value', '') as 'option1' | 'option2' | 'option3';
  const title = template?.[key] ?? null;
  const values = template?.[`${key}Values`] ?? [];
  const found =
    value === null ? undefined : values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (name === 'option1Value') {
    if (!value) throw invalid(name, scan.selectOption);
    if (!found) throw invalid(name, inventoryMessages.optionNotInTemplate(title ?? 'Option 1', value));
    return found;
  }
  const message = name === 'option2Value' ? scan.validOption2 : scan.validOption3;
  if (!title) {
    if (value) throw invalid(name, message);
    return null;
  }
  if (!found) throw invalid(name, message);
  return found;
}

/**
 * A row of a list edit refused by planEdit, as a blocker of the whole call: its status and message,
 * and the field under `<listField>.<index>.<field>` so the screen shows it under the cell. Anything
 * but a refusal (a lost race, a database fault) is not the row's fault and goes on up.
 */
function editBlocker(error: unknown, index: number, item: Inventory, listField: string): Blocker {
  const status = error instanceof AppError ? error.getStatus() : null;
  if (!(error instanceof AppError) || (status !== HttpStatus.BAD_REQUEST && status !== HttpStatus.CONFLICT)) {
    throw error;
  }
  const [field] = Object.keys(error.fields ?? {});
  return {
    index,
    item,
    message: error.message,
    status,
    field: field ? `${listField}.${index}.${field}` : undefined,
  };
}

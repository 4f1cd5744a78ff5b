import { validation } from '@shared/messages';
import { invalid } from '../common/errors/errors';
import { type StoreRepository, type StoreRow } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { type Place } from './engine/item-changes';
import { type Inventory } from './inventory.entity';

const inventoryMessages = validation.inventory;

/**
 * The store's records a call reads by id, each read once per call: a bulk edit's rows often name
 * the same location, owner or template. Always scoped to the store, in the call's transaction.
 */
export class StoreRecords {
  private readonly cache = new Map<string, Promise<unknown>>();

  /** `items`: the store's inventory repository on the call's manager; the records are its siblings. */
  constructor(private readonly items: StoreRepository<Inventory>) {}

  /** A location new items may go to (not deactivated). */
  activeLocation(id: number): Promise<Location | null> {
    return this.once(`activeLocation:${id}`, () => this.of(Location).findOneBy({ id, isActive: true }));
  }

  location(id: number): Promise<Location | null> {
    return this.once(`location:${id}`, () => this.of(Location).findById(id));
  }

  subLocation(id: number): Promise<SubLocation | null> {
    return this.once(`subLocation:${id}`, () => this.of(SubLocation).findById(id));
  }

  consigner(id: number): Promise<Consigner | null> {
    return this.once(`consigner:${id}`, () => this.of(Consigner).findById(id));
  }

  template(id: number): Promise<ProductTemplate | null> {
    return this.once(`template:${id}`, () => this.of(ProductTemplate).findById(id));
  }

  /**
   * A location and sub-location a call sends, checked against the store (400 under the field). A
   * sub-location must lie in the location sent, else in the item's.
   */
  async place(
    sent: { location?: number | null; subLocation?: number | null },
    item?: Inventory,
  ): Promise<Place> {
    const place: Place = {};
    if (sent.location !== undefined) {
      place.location = sent.location === null ? null : await this.activeLocation(sent.location);
      if (place.location === null && sent.location !== null) {
        throw invalid('location', inventoryMessages.locationNotFound);
      }
    }
    if (sent.subLocation != null) {
      const subLocation = await this.subLocation(sent.subLocation);
      const locationId = place.location !== undefined ? place.location?.id : item?.locationId;
      if (!subLocation || (locationId != null && subLocation.locationId !== locationId)) {
        throw invalid('subLocation', inventoryMessages.subLocationNotInLocation);
      }
      place.subLocation = subLocation;
      // A sub-location names its location when the call leaves the location out.
      if (place.location === undefined && locationId == null) {
        place.location = await this.location(subLocation.locationId);
      }
    } else if (sent.subLocation === null) {
      place.subLocation = null;
    }
    return place;
  }

  /**
   * The place a status action sends. A move never clears a place: null (nothing chosen) counts as
   * not sent, so the item keeps the place it has.
   */
  movePlace(sent: { location?: number | null; subLocation?: number | null }): Promise<Place> {
    return this.place({ location: sent.location ?? undefined, subLocation: sent.subLocation ?? undefined });
  }

  private of<T extends StoreRow>(target: new () => T): StoreRepository<T> {
    return this.items.sibling(target);
  }

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.cache.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      this.cache.set(key, found);
    }
    return found;
  }
}

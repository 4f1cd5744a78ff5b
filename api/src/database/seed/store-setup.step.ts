import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Account } from '../../accounts/account.entity';
import { ConsignerType } from '../../consigner-types/consigner-type.entity';
import { Employee } from '../../employees/employee.entity';
import { Location } from '../../locations/location.entity';
import { SubLocation } from '../../locations/sub-location.entity';
import { ProductTemplate } from '../../product-templates/product-template.entity';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/**
 * How the shop is set up: its apparel template beside the default sneakers one, its fee schedules
 * (consigner types, some for a category or a condition only), its locations with their shelves and
 * rooms, and the staff who work the counter (they sign in with the demo password).
 */
export const storeSetupStep: DemoSeedStep = {
  name: 'store setup',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock } = context;
    const scope = { storeId: made.store.id };
    const repositories = <T extends { id: number; storeId: number }>(entity: new () => T) =>
      new StoreRepositories(manager, entity).for(scope);
    const setUpAt = clock.at(data.inventory.historyDays + 30);

    const templates = repositories(ProductTemplate);
    for (const { key, ...fields } of data.templates) {
      made.templates.set(key, await templates.save(templates.create({ ...fields, createdAt: setUpAt })));
    }

    const types = repositories(ConsignerType);
    made.consignerTypes = await types.save(
      data.consignerTypes.map((type) =>
        types.create({
          ...type,
          isDefault: type.isDefault ?? false,
          category: type.category ?? null,
          option1Value: type.option1Value ?? null,
          option2Value: type.option2Value ?? null,
          option3Value: null,
          createdAt: setUpAt,
        }),
      ),
    );

    const locations = repositories(Location);
    const subLocations = repositories(SubLocation);
    for (const place of data.locations) {
      const location = await locations.save(
        locations.create({ name: place.name, label: place.label, createdAt: setUpAt }),
      );
      const shelves = await subLocations.save(
        place.subLocations.map((name) =>
          subLocations.create({ locationId: location.id, name, createdAt: setUpAt }),
        ),
      );
      made.locations.push({ location, subLocations: shelves, share: place.share });
    }

    const accounts = repositories(Account);
    const employees = repositories(Employee);
    for (const person of data.staff) {
      const account = await accounts.save(
        accounts.create({
          email: person.email,
          passwordHash: made.passwordHash,
          emailVerifiedAt: setUpAt,
          createdAt: setUpAt,
        }),
      );
      await employees.save(
        employees.create({
          ...person,
          accountId: account.id,
          role: 'Employee',
          isActive: true,
          createdAt: setUpAt,
        }),
      );
      made.staff.push({ id: account.id, name: `${person.firstName} ${person.lastName}` });
    }
    const shelves = made.locations.reduce((sum, place) => sum + place.subLocations.length, 0);
    return `${data.staff.length + 1} staff, ${made.consignerTypes.length} fee types, ${made.locations.length} locations (${shelves} sub-locations)`;
  },
};

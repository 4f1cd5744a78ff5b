import { cleanBankData } from '@shared/contracts/consigners';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Consigner } from '../../consigners/consigner.entity';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/**
 * The consigners: walk-in sellers on the store's fee schedules, some VIP, paid by PayPal, Zelle or
 * bank transfer (ABA, SWIFT or IBAN), one so new that no payout details are in yet. Stored as the
 * staff's Add Consigner call stores them (resources/demo/consigners.json is checked against it).
 */
export const consignersStep: DemoSeedStep = {
  name: 'consigners',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock } = context;
    const consigners = new StoreRepositories(manager, Consigner).for({ storeId: made.store.id });
    const rows = data.consigners.map((entry) => {
      const type = made.consignerTypes.find((candidate) => candidate.accountType === entry.type);
      if (!type) throw new Error(`demo consigner ${entry.key}: no consigner type ${entry.type}`);
      const isBank = entry.payoutType === 'Bank';
      return consigners.create({
        accountId: null,
        firstName: entry.firstName,
        lastName: entry.lastName,
        email: entry.email,
        phone: entry.phone,
        address: entry.address,
        zipCode: entry.zipCode ?? null,
        idNumber: entry.idNumber ?? null,
        accountType: type.accountType,
        consignerTypeId: type.id,
        payoutType: entry.payoutType ?? null,
        payoutData: isBank ? null : (entry.payoutData ?? null),
        bankData: isBank && entry.bankData ? cleanBankData(entry.bankData) : null,
        chargeTax: entry.chargeTax ?? false,
        emailNotifications: entry.emailNotifications ?? true,
        acceptedTOS: true,
        createdAt: clock.at(entry.joinedDaysAgo),
      });
    });
    const saved = await consigners.save(rows);
    data.consigners.forEach((entry, index) => made.consigners.set(entry.key, saved[index]));
    const vip = saved.filter((consigner) => consigner.accountType === 'VIP').length;
    return `${saved.length} consigners (${vip} VIP)`;
  },
};

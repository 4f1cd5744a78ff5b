import { type Consigner as ConsignerResponse } from '@shared/contracts/consigners';
import { toConsignerProfile } from './consigner-accounts.service';
import { type Consigner } from './consigner.entity';

/**
 * The consigner as staff see it. `showBank`: whether the caller may see the bank details
 * (maySeeBankDetails); when not, bankData and its top-level fields are null.
 */
export function toConsignerResponse(consigner: Consigner, showBank: boolean): ConsignerResponse {
  const bank = showBank ? consigner.bankData : null;
  return {
    ...toConsignerProfile(consigner),
    idNumber: consigner.idNumber,
    accountType: consigner.accountType,
    consignerTypeId: consigner.consignerTypeId,
    chargeTax: consigner.chargeTax,
    marketplaceLocation: consigner.marketplaceLocation,
    bankData: bank,
    accountName: bank?.accountName ?? null,
    accountNumber: bank?.accountNumber ?? null,
    bank: bank?.bank ?? null,
    bankType: bank?.bankType ?? null,
    branchCode: bank?.branchCode ?? null,
    hasLogin: consigner.accountId !== null,
    negativeBalance: Number(consigner.negativeBalance),
    createdAt: consigner.createdAt.toISOString(),
  };
}

import { type Consigner as ConsignerResponse } from '@shared/contracts/consigners';
import { toConsignerProfile } from './consigner-accounts.service';
import { type Consigner } from './consigner.entity';

export function toConsignerResponse(consigner: Consigner): ConsignerResponse {
  return {
    ...toConsignerProfile(consigner),
    idNumber: consigner.idNumber,
    accountType: consigner.accountType,
    consignerTypeId: consigner.consignerTypeId,
    chargeTax: consigner.chargeTax,
    marketplaceLocation: consigner.marketplaceLocation,
    bankData: consigner.bankData,
    hasLogin: consigner.accountId !== null,
    negativeBalance: Number(consigner.negativeBalance),
    createdAt: consigner.createdAt.toISOString(),
  };
}

import { type ConsignerType as ConsignerTypeResponse } from '@shared/contracts/consigner-types';
import { type ConsignerType } from './consigner-type.entity';

export function toConsignerTypeResponse(row: ConsignerType): ConsignerTypeResponse {
  return {
    id: row.id,
    storeId: row.storeId,
    accountType: row.accountType,
    sellingFee: Number(row.sellingFee),
    minFee: Number(row.minFee),
    flatFee: row.flatFee === null ? null : Number(row.flatFee),
    isDefault: row.isDefault,
    category: row.category,
    option1Value: row.option1Value,
    option2Value: row.option2Value,
    option3Value: row.option3Value,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { describe, expect, it } from 'vitest';
import { type ConsignerListItem } from '@shared/contracts/consigners';
import { CONSIGNERS_CSV_COLUMNS, consignersCsv, csvField } from './csv';

const row: ConsignerListItem = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace, "Countess"',
  email: 'ada@example.test',
  phone: '+1 555 010 2000',
  address: '1 Market St\nSpringfield',
  zipCode: null,
  idNumber: null,
  accountType: 'Standard',
  consignerTypeId: 1,
  payoutType: 'PayPal',
  payoutData: 'ada@example.test',
  bankData: null,
  accountName: null,
  accountNumber: null,
  bank: null,
  bankType: null,
  branchCode: null,
  isActive: true,
  isStoreAccount: false,
  acceptedTOS: false,
  emailNotifications: true,
  chargeTax: false,
  marketplaceLocation: null,
  fbUserId: null,
  hasLogin: false,
  negativeBalance: 0,
  storeId: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  ffData: { fee: 20, sales: 0, profit: 0 },
};

describe('consignersCsv', () => {
  it('has exactly the spec columns in order', () => {
    expect(consignersCsv([]).split('\r\n')[0]).toBe(
      'Consigner ID,First Name,Last Name,Email,Phone,Address,Account Type,Fee,isActive,sales,profit',
    );
    expect(CONSIGNERS_CSV_COLUMNS).toHaveLength(11);
  });

  it('writes one row per consigner, quoting commas, quotes and line breaks', () => {
    const lines = consignersCsv([
      row,
      { ...row, id: 8, accountType: null, ffData: { fee: null, sales: 5, profit: 1 } },
    ]);
    expect(lines).toBe(
      'Consigner ID,First Name,Last Name,Email,Phone,Address,Account Type,Fee,isActive,sales,profit\r\n' +
        '7,Ada,"Lovelace, ""Countess""",ada@example.test,+1 555 010 2000,"1 Market St\nSpringfield",Standard,20,true,0,0\r\n' +
        '8,Ada,"Lovelace, ""Countess""",ada@example.test,+1 555 010 2000,"1 Market St\nSpringfield",,,true,5,1\r\n',
    );
  });

  it('csvField leaves plain values alone and empties null', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });
});

import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { employeeChangeRefusal, type StaffMember } from './employee-changes';

const owner: StaffMember = { id: 1, role: 'Admin', accessControls: null };
const hr: StaffMember = { id: 2, role: 'Employee', accessControls: ['Employees', 'Products'] };
const clerk: StaffMember = { id: 3, role: 'Employee', accessControls: ['Inventory'] };
const free: StaffMember = { id: 4, role: 'Employee', accessControls: null };

describe('employeeChangeRefusal', () => {
  it('lets an employee hand on controls they hold, and take any away', () => {
    expect(
      employeeChangeRefusal(hr, clerk, { kind: 'update', accessControls: ['Inventory', 'Products'] }),
    ).toBeNull();
    expect(employeeChangeRefusal(hr, clerk, { kind: 'update', accessControls: [] })).toBeNull();
    // Keeping a control the clerk already has is no grant.
    expect(
      employeeChangeRefusal(hr, clerk, { kind: 'update', accessControls: ['Inventory', 'Employees'] }),
    ).toBeNull();
    expect(employeeChangeRefusal(hr, free, { kind: 'update', accessControls: ['Orders'] })).toBeNull();
    expect(employeeChangeRefusal(hr, clerk, { kind: 'update', isActive: false })).toBeNull();
    expect(employeeChangeRefusal(hr, clerk, { kind: 'delete' })).toBeNull();
  });

  it('refuses granting a control the actor does not hold', () => {
    expect(
      employeeChangeRefusal(hr, clerk, { kind: 'update', accessControls: ['Inventory', 'Consigners'] }),
    ).toBe(authMessages.cannotGrant('Consigners'));
  });

  it('refuses unrestricted access (null) to all but the Admin', () => {
    expect(employeeChangeRefusal(hr, clerk, { kind: 'update', accessControls: null })).toBe(
      authMessages.onlyAdminGrantsUnrestricted,
    );
    expect(employeeChangeRefusal(free, clerk, { kind: 'update', accessControls: null })).toBe(
      authMessages.onlyAdminGrantsUnrestricted,
    );
    expect(employeeChangeRefusal(owner, clerk, { kind: 'update', accessControls: null })).toBeNull();
    // Leaving an unrestricted list as it is grants nothing.
    expect(
      employeeChangeRefusal(hr, free, { kind: 'update', accessControls: null, isActive: true }),
    ).toBeNull();
  });

  it('refuses any change of one’s own access controls, deactivating or deleting oneself', () => {
    expect(employeeChangeRefusal(hr, hr, { kind: 'update', accessControls: ['Employees'] })).toBe(
      authMessages.cannotChangeOwnAccessControls,
    );
    expect(employeeChangeRefusal(owner, owner, { kind: 'update', accessControls: ['Products'] })).toBe(
      authMessages.cannotChangeOwnAccessControls,
    );
    expect(
      employeeChangeRefusal(hr, hr, { kind: 'update', accessControls: ['Products', 'Employees'] }),
    ).toBeNull();
    expect(employeeChangeRefusal(hr, hr, { kind: 'update', isActive: false })).toBe(
      authMessages.cannotDeactivateSelf,
    );
    expect(employeeChangeRefusal(hr, hr, { kind: 'delete' })).toBe(authMessages.cannotDeleteSelf);
  });

  it('keeps every non-Admin off the Admin: no edit, disable, demotion or delete', () => {
    for (const actor of [hr, free]) {
      for (const change of [
        { kind: 'update', accessControls: ['Products'] },
        { kind: 'update', isActive: false },
        { kind: 'update', isActive: true },
        { kind: 'delete' },
      ] as const) {
        expect(employeeChangeRefusal(actor, owner, change)).toBe(authMessages.adminProtected);
      }
    }
    const coOwner: StaffMember = { id: 9, role: 'Admin', accessControls: null };
    expect(employeeChangeRefusal(owner, coOwner, { kind: 'update', isActive: false })).toBeNull();
  });
});

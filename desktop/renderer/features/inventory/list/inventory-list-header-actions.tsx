import { Button } from 'antd';
import { type ReactNode } from 'react';

/** One button of the list's header (spec 000 §2.3 Actions: EDIT, Bulk Print, Export CSV, accept, decline). */
export interface HeaderAction {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  isDisabled?: boolean;
  isDanger?: boolean;
  isLoading?: boolean;
}

/** The header's buttons, in the order given. */
export function HeaderActions({ actions }: { actions: readonly HeaderAction[] }) {
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="large"
          icon={action.icon}
          danger={action.isDanger}
          disabled={action.isDisabled}
          loading={action.isLoading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </>
  );
}

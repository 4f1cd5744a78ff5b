import { FilterOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { type ReactNode, useState } from 'react';

export interface FilterBarProps {
  /** The list's search box: always shown, beside the Filters button on a phone. */
  searchBox: ReactNode;
  /** The other filters: in a row on a wide screen, folded behind Filters below 768 px. */
  fields: ReactNode;
  /** How many filters are set (the Filters button says so while they are folded). */
  changed: number;
  /** Shows Reset filters after the fields. */
  canReset: boolean;
  onReset: () => void;
  isMobile: boolean;
  /** The card's class, and the class of the folded fields' stack (each list lays them out its own way). */
  className: string;
  stackClassName: string;
}

/**
 * The filter card every list has (/findOrders, Ready to Pay, Payouts, the inventory lists): the
 * search and the filters in a row, and on a phone the search with a Filters button that unfolds the
 * rest; Reset filters once any is set.
 */
export function FilterBar({
  searchBox,
  fields,
  changed,
  canReset,
  onReset,
  isMobile,
  className,
  stackClassName,
}: FilterBarProps) {
  const [isOpen, setIsOpen] = useState(false);
  const all = (
    <>
      {fields}
      {canReset && (
        <Button type="link" onClick={onReset}>
          Reset filters
        </Button>
      )}
    </>
  );
  if (isMobile) {
    return (
      <Card size="small" className={className}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space.Compact style={{ width: '100%' }}>
            {searchBox}
            <Button icon={<FilterOutlined />} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
              Filters{changed > 0 ? ` (${changed})` : ''}
            </Button>
          </Space.Compact>
          {isOpen && <div className={stackClassName}>{all}</div>}
        </Space>
      </Card>
    );
  }
  return (
    <Card size="small" className={className}>
      <Space wrap>
        {searchBox}
        {all}
      </Space>
    </Card>
  );
}

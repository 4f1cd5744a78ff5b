import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type PickerRange, type RangePreset } from './dashboard-state';

interface RangePickerProps {
  value: PickerRange;
  /** The store's today: no day after it can be picked. */
  today: string;
  presets: readonly RangePreset[];
  onChange: (range: PickerRange) => void;
}

const DAY = 'YYYY-MM-DD';
const toDays = (range: PickerRange): [Dayjs, Dayjs] => [dayjs(range.firstDay), dayjs(range.lastDay)];

/**
 * The dashboard's date range (spec 000 §2.3, 001 §5: the last 29 days through today by default, and
 * it cannot be cleared): two days, with quick ranges beside the calendar; no day after the store's
 * today can be picked.
 */
export function RangePicker({ value, today, presets, onChange }: RangePickerProps) {
  const last = dayjs(today);
  return (
    <DatePicker.RangePicker
      aria-label="Date range"
      className="dashboard__range"
      size="large"
      allowClear={false}
      format="MMM D, YYYY"
      value={toDays(value)}
      disabledDate={(day: Dayjs) => day.isAfter(last, 'day')}
      presets={presets.map((preset) => ({ label: preset.label, value: toDays(preset.range) }))}
      onChange={(days) => {
        if (days?.[0] && days[1]) onChange({ firstDay: days[0].format(DAY), lastDay: days[1].format(DAY) });
      }}
    />
  );
}

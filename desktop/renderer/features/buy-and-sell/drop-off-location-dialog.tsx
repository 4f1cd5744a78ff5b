import { Empty, Modal, Radio } from 'antd';
import { useState } from 'react';
import { type ShopperLocation } from '@shared/contracts/public-pages';
import { validation } from '@shared/messages';

interface DropOffLocationDialogProps {
  locations: readonly ShopperLocation[];
  location: number | null;
  onCancel: () => void;
  onChoose: (location: number) => void;
}

/** spec 000 §2.4: Drop Off needs a location chosen here ('Drop Off location is required.', spec 001 §5). */
export function DropOffLocationDialog({
  locations,
  location,
  onCancel,
  onChoose,
}: DropOffLocationDialogProps) {
  const [chosen, setChosen] = useState<number | null>(location);
  const [isMissing, setIsMissing] = useState(false);

  const choose = () => {
    if (chosen === null) {
      setIsMissing(true);
      return;
    }
    onChoose(chosen);
  };

  return (
    <Modal open title="Drop Off Location" okText="Choose" onOk={choose} onCancel={onCancel}>
      {locations.length === 0 ? (
        <Empty description="This store has no drop-off location yet." />
      ) : (
        <Radio.Group
          className="buy-sell__locations"
          aria-label="Drop Off Location"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as number);
            setIsMissing(false);
          }}
          options={locations.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      )}
      {isMissing && (
        <div className="buy-sell__error" role="alert">
          {validation.buyAndSell.dropOffLocationRequired}
        </div>
      )}
    </Modal>
  );
}

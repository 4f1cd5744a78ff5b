import { useState } from 'react';
import { type ShopperLocation } from '@shared/contracts/public-pages';
import { validation } from '@shared/messages';
import { Dialog, Empty, RadioGroup } from '../../ui/light';
import { DialogButtons } from '../../ui/light/dialog-buttons';

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
    <Dialog
      open
      title="Drop Off Location"
      onClose={onCancel}
      footer={<DialogButtons okText="Choose" onOk={choose} onCancel={onCancel} />}
    >
      {locations.length === 0 ? (
        <Empty description="This store has no drop-off location yet." />
      ) : (
        <RadioGroup
          className="buy-sell__locations"
          aria-label="Drop Off Location"
          vertical
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => {
            setChosen(Number(value));
            setIsMissing(false);
          }}
          options={locations.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        />
      )}
      {isMissing && (
        <div className="buy-sell__error" role="alert">
          {validation.buyAndSell.dropOffLocationRequired}
        </div>
      )}
    </Dialog>
  );
}

import { SCANNER } from '@podium/contracts/check-in/scanner-constants';
import { TextInput } from '../../../components/ui/controls';

/** The scanner's zoom, 1-5 in tenths, with the factor read out as it changes. */
export function ZoomSlider({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  return (
    <label className="flex items-center gap-2">
      <span>Zoom</span>
      {/* The slider needs no box around it: the kit's border is taken off. */}
      <TextInput
        inline
        type="range"
        className="border-0"
        min={SCANNER.zoomMin}
        max={SCANNER.zoomMax}
        step={SCANNER.zoomStep}
        value={zoom}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span aria-live="polite">{zoom.toFixed(1)}x</span>
    </label>
  );
}

import { useState } from 'react';
import type { AvailableCategory } from '@podium/contracts/check-in/verify-check-in';
import { Button } from '../../../components/ui/button';

export interface CategoryPickerProps {
  categories: AvailableCategory[];
  /** Writes a check-in time in the event's zone. */
  formatTime: (iso: string) => string | undefined;
  isProcessing: boolean;
  /** The last confirm's failure, shown above the buttons; the selection stays for another try. */
  error?: string;
  onConfirm: (eventSportCategoryIds: number[]) => void;
}

/** An answer that offers a choice but no category (nothing scheduled at this venue today). */
export const NO_CATEGORIES = 'No categories to choose from at this venue';

/**
 * The visitor's category choice (spec section 2): multi-select, 15rem scroll, Cancel clears. A
 * category this person already checked in to today shows done, with its time, and cannot be chosen.
 */
export function CategoryPicker({ categories, formatTime, isProcessing, error, onConfirm }: CategoryPickerProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));
  const count = selected.length;
  if (categories.length === 0) {
    // Nothing to choose or confirm: the heading and why, no buttons that cannot do anything.
    return (
      <section aria-labelledby="category-picker-heading" className="rounded-lg border border-slate-200 p-4">
        <h3 id="category-picker-heading" className="font-semibold">
          Select Sport Categories (0 available)
        </h3>
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{NO_CATEGORIES}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="category-picker-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="category-picker-heading" className="font-semibold">
        Select Sport Categories ({categories.filter((category) => !category.checkedInAt).length} available)
      </h3>
      <p className="mt-1 text-sm text-slate-600">You can select multiple categories for visitor check-in</p>
      <p className="mt-1 text-sm font-medium text-brand-700" aria-live="polite">
        {count} selected
      </p>
      <ul className="mt-3 flex max-h-[15rem] flex-col gap-2 overflow-y-auto" aria-label="Sport categories">
        {categories.map((category) => {
          const isSelected = selected.includes(category.eventSportCategoryId);
          const doneAt = category.checkedInAt ? formatTime(category.checkedInAt) : undefined;
          return (
            <li key={category.eventSportCategoryId}>
              <Button
                variant="bare"
                role="checkbox"
                aria-checked={isSelected}
                disabled={Boolean(category.checkedInAt)}
                onClick={() => toggle(category.eventSportCategoryId)}
                className={`w-full rounded-md border p-3 text-left disabled:cursor-not-allowed disabled:bg-slate-50 ${isSelected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'}`}
              >
                <span className="block font-medium">{category.sportCategoryName}</span>
                <span className="block text-sm text-slate-600">{category.sportName}</span>
                <span className="block text-xs text-slate-500">{category.venue}</span>
                {doneAt ? <span className="mt-1 block text-xs font-semibold text-green-800">Checked in at {doneAt}</span> : null}
              </Button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => setSelected([])} className="flex-1">
          Cancel
        </Button>
        <Button
          disabled={count === 0 || isProcessing}
          // The selection stays: a failed confirm can be sent again as it is. After a recorded
          // confirm the picker closes, which clears it (spec section 4).
          onClick={() => onConfirm(selected)}
          className="flex-1"
        >
          {isProcessing ? 'Processing...' : `Mark Attendance for ${count} ${count === 1 ? 'Category' : 'Categories'}`}
        </Button>
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import type { AdminCategory, AdminEvent } from '@podium/contracts/admin/admin-events';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useAddCategory, useUpdateCategory } from '../api/admin-events';
import { errorText } from './error-text';
import {
  changeOf,
  fieldsOf,
  GENDER_RULE_OPTIONS,
  newCategoryFields,
  rulesFromFields,
  type CategoryFieldErrors,
  type CategoryFields,
} from './category-change';
import { TextInput, Checkbox } from '../../../components/ui/controls';

interface CategoryFormProps {
  event: AdminEvent;
  /** The category to edit; absent: the form adds a new one and empties itself after each add. */
  category?: AdminCategory;
  /** After a saved edit, or Cancel (the dialog closes). */
  onClose?: () => void;
}

/**
 * The one category editor (issue 30): name, venue, capacity, who may enter (gender, ages), fee and
 * early bird, for adding and for editing. Field problems show under their field; the server's
 * refusal (capacity below those registered, early bird after the start) above the buttons.
 */
export function CategoryForm({ event, category, onClose }: CategoryFormProps) {
  const add = useAddCategory(event.id);
  const update = useUpdateCategory(event.id);
  const blank = () => newCategoryFields(event.venues[0]?.id ?? 0);
  const [fields, setFields] = useState<CategoryFields>(() => (category ? fieldsOf(category) : blank()));
  const [errors, setErrors] = useState<CategoryFieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const isBusy = add.isPending || update.isPending;
  // A venue removed while the form was open is not offered: the first one is chosen instead.
  const venueId = event.venues.some((venue) => venue.id === fields.venueId) ? fields.venueId : (event.venues[0]?.id ?? 0);
  const idPrefix = category ? `category-${category.id}` : 'new-category';
  const change =
    <Key extends keyof CategoryFields>(key: Key) =>
    (value: CategoryFields[Key]) => {
      setFields((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
      // The server's refusal was about the values it saw; a change answers it.
      setServerError(undefined);
    };
  const text = (key: keyof CategoryFields) => ({
    id: `${idPrefix}-${key}`,
    value: fields[key] as string,
    onChange: (typed: { target: { value: string } }) => change(key)(typed.target.value as never),
  });

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    setServerError(undefined);
    const nextErrors: CategoryFieldErrors = {};
    if (!category && fields.sportName.trim().length < 2) nextErrors.sportName = 'The sport needs at least 2 characters.';
    const parsed = rulesFromFields({ ...fields, venueId }, category?.fee?.currency ?? 'INR');
    if ('errors' in parsed || Object.keys(nextErrors).length > 0) {
      const all = { ...nextErrors, ...('errors' in parsed ? parsed.errors : {}) };
      setErrors(all);
      document.getElementById(`${idPrefix}-${Object.keys(all)[0]}`)?.focus();
      return;
    }
    try {
      const answer = category
        ? await update.mutateAsync({ categoryId: category.id, change: changeOf(category, fields, parsed.rules) })
        : await add.mutateAsync({ ...parsed.rules, sportName: fields.sportName.trim(), isTeamSport: fields.isTeamSport });
      toast.success(answer.message);
      if (category) onClose?.();
      else setFields(blank());
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  return (
    <form
      onSubmit={(form) => void submit(form)}
      noValidate
      aria-label={category ? undefined : 'Add a sport category'}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      {category ? null : (
        <>
          <Field label="Sport" error={errors.sportName}>
            <TextInput {...text('sportName')} autoComplete="off" />
          </Field>
          <label className="flex min-h-11 items-center gap-2 self-end text-sm">
            <Checkbox checked={fields.isTeamSport} onChange={(checked) => change('isTeamSport')(checked.target.checked)} />
            <span>Team sport (capacity counts teams)</span>
          </label>
        </>
      )}
      <Field label="Category" error={errors.categoryName}>
        <TextInput {...text('categoryName')} autoComplete="off" autoFocus={Boolean(category)} />
      </Field>
      <Field label="Venue">
        <Select
          id={`${idPrefix}-venueId`}
          value={String(venueId)}
          options={event.venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
          onChange={(value) => change('venueId')(Number(value))}
        />
      </Field>
      <Field
        label="Capacity (optional)"
        hint={category ? `${category.placesTaken} taken now; empty = no limit.` : 'Empty = no limit.'}
        error={errors.capacity}
      >
        <TextInput {...text('capacity')} inputMode="numeric" />
      </Field>
      <Field label="Who may enter" hint="Rules of this category wherever the site uses it." error={errors.gender}>
        <Select id={`${idPrefix}-gender`} value={fields.gender} options={GENDER_RULE_OPTIONS} onChange={change('gender')} />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Youngest age" error={errors.minAge}>
          <TextInput {...text('minAge')} inputMode="numeric" />
        </Field>
        <Field label="Oldest age" error={errors.maxAge}>
          <TextInput {...text('maxAge')} inputMode="numeric" />
        </Field>
      </div>
      {(category ? category.isTeamSport : fields.isTeamSport) && (
        <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
          <Checkbox checked={fields.allowsMixedTeams} onChange={(checked) => change('allowsMixedTeams')(checked.target.checked)} />
          <span>Mixed teams: colleagues of different companies may join one team</span>
        </label>
      )}
      <Field label="Entry fee (₹)" hint="Empty = free." error={errors.fee}>
        <TextInput {...text('fee')} inputMode="decimal" />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Early-bird fee (₹)" error={errors.earlyBirdFee}>
          <TextInput {...text('earlyBirdFee')} inputMode="decimal" />
        </Field>
        <Field label="Early bird until" error={errors.earlyBirdUntil}>
          <TextInput {...text('earlyBirdUntil')} type="date" />
        </Field>
      </div>
      {serverError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 sm:col-span-2">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {category ? (
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Saving…' : category ? 'Save category' : 'Add sport category'}
        </Button>
      </div>
    </form>
  );
}

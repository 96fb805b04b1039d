import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { useSelectedCity } from '../../../lib/tenant/use-selected-city';
import { selectCity } from '../../../lib/tenant/selected-city';
import { usePopoverMenu } from '../../../components/ui/popover';
import { Button } from '../../../components/ui/button';
import { CheckIcon, ChevronIcon, PinIcon } from './header-icons';

/**
 * The city selector (spec section 2): the list opens on hover, and on keyboard focus, click or tap;
 * it reads 'Select Location' while no city is chosen and the tenant has no default city.
 */
export function CitySelector({ className = '' }: { className?: string }) {
  const { data: tenant } = useTenantConfig();
  const selectedCity = useSelectedCity();
  const menu = usePopoverMenu({ openOnKeyboardFocus: true });
  const cities = tenant?.cities ?? [];
  const label = selectedCity?.name ?? 'Select Location';
  // A site with no cities (a new company's, the operators') has nothing to choose: no empty menu.
  if (tenant && cities.length === 0) return null;

  return (
    <div {...menu.rootProps} className={`relative ${className}`}>
      <Button
        variant="bare"
        {...menu.buttonProps}
        aria-label={selectedCity ? `Location: ${selectedCity.name}` : undefined}
        className="flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
      >
        <PinIcon />
        <span className="max-w-[10rem] truncate">{label}</span>
        <ChevronIcon isOpen={menu.isOpen} />
      </Button>
      {menu.isOpen && (
        <ul
          {...menu.menuProps}
          aria-label="Choose your city"
          className="absolute left-0 top-full z-50 mt-2 max-h-72 w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {cities.length === 0 && (
            <li role="none" className="px-3 py-2 text-sm text-slate-500">
              No locations yet
            </li>
          )}
          {cities.map((city) => {
            const isSelected = city.id === selectedCity?.id;
            return (
              <li key={city.id} role="none">
                <Button
                  variant="bare"
                  {...menu.itemProps}
                  type="button"
                  role="menuitemradio"
                  aria-checked={isSelected}
                  onClick={(event) => {
                    selectCity(city);
                    menu.close(event.detail === 0);
                  }}
                  className={`flex w-full min-h-11 items-center justify-between rounded-lg px-3 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 ${
                    isSelected ? 'font-semibold text-brand-700' : 'text-slate-700'
                  }`}
                >
                  {city.name}
                  {isSelected && <CheckIcon />}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

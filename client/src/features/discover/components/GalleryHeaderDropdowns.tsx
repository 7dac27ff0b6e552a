import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowDownUp, Check, LayoutGrid } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { setGalleryPrefs, useGalleryPrefs, type GalleryOrder } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';

type ViewMode = 'horizontal' | 'vertical' | 'mixel';

/** The Radix dropdowns behind GalleryHeaderMenus, in their own chunk. */
export default function GalleryHeaderDropdowns() {
  const { gridType, order } = useGalleryPrefs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onMixel = pathname === '/home';
  const view: ViewMode = onMixel ? 'mixel' : gridType;

  const chooseView = (next: string) => {
    if (next === 'mixel') {
      void navigate('/home');
      return;
    }
    setGalleryPrefs({ gridType: next === 'horizontal' ? 'horizontal' : 'vertical' });
    if (onMixel) {
      void navigate('/');
    }
  };

  return (
    <div className="gallery-menus">
      {onMixel ? null : (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <button type="button" className="icon-btn" aria-label={s.orderMenu}>
              <ArrowDownUp size={19} aria-hidden="true" />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu menu--compact" align="end" sideOffset={6}>
              <DropdownMenu.RadioGroup
                value={order}
                onValueChange={(next) => setGalleryPrefs({ order: next as GalleryOrder })}
              >
                <MenuRadio value="recients" label={s.orderRecents} />
                <MenuRadio value="views" label={s.orderViews} />
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="icon-btn" aria-label={s.viewMenu}>
            <LayoutGrid size={19} aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu menu--compact" align="end" sideOffset={6}>
            <DropdownMenu.RadioGroup value={view} onValueChange={chooseView}>
              <MenuRadio value="horizontal" label={s.viewHorizontal} />
              <MenuRadio value="vertical" label={s.viewVertical} />
              <MenuRadio value="mixel" label={s.viewMixel} />
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

function MenuRadio({ value, label }: { value: string; label: string }) {
  return (
    <DropdownMenu.RadioItem value={value} className="menu__item gallery-menus__item">
      <span>{label}</span>
      <DropdownMenu.ItemIndicator className="gallery-menus__check">
        <Check size={16} aria-hidden="true" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

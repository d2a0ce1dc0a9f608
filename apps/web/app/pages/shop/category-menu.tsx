import { useEffect, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../components/icons';
import { useT } from '../../i18n/messages';
import { shopMessages } from './shop-messages';
import type { MainCategoryView } from '../../features/shop-catalogue/shop-views';

/**
 * One main category: its sub categories show on hover (CSS), on keyboard focus, and on
 * a tap or Enter (touch screens have no hover; iOS does not even focus a tapped
 * button). Escape hides the list until focus leaves the entry.
 */
function MenuEntry({
  main,
  open,
  onOpenChange,
}: {
  main: MainCategoryView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(shopMessages);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // What was showing when the pointer went down, before the focus it brings opens the list.
  const shownAtPointerDown = useRef<boolean | null>(null);
  const shown = (open || focused) && !dismissed;
  const listId = `shop-menu-${main.id}`;

  return (
    <li
      className="shop-menu-item"
      data-open={shown || undefined}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => setDismissed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setDismissed(false);
        onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !shown) return;
        onOpenChange(false);
        setDismissed(true);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="shop-menu-main"
        aria-expanded={shown}
        aria-controls={listId}
        onPointerDown={() => {
          shownAtPointerDown.current = shown;
        }}
        onClick={() => {
          const wasShown = shownAtPointerDown.current ?? shown;
          shownAtPointerDown.current = null;
          setDismissed(wasShown);
          onOpenChange(!wasShown);
        }}
      >
        {main.label}
        <ChevronRightIcon size={16} className="shop-menu-chevron" />
      </button>
      <ul id={listId} className="shop-menu-subs">
        <li>
          <a href={`#${main.anchor}`} onClick={() => onOpenChange(false)}>
            {t('allOf', { name: main.label })}
          </a>
        </li>
        {main.subs.map((sub) => (
          <li key={sub.id}>
            <a href={`#${sub.anchor}`} onClick={() => onOpenChange(false)}>
              {sub.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The shop's category menu: main categories, each opening onto its sub categories. */
export function CategoryMenu({ categories }: { categories: MainCategoryView[] }) {
  const t = useT(shopMessages);
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);

  // A tap anywhere else closes a list opened by a tap.
  useEffect(() => {
    if (open === null) return;
    const close = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  if (!categories.length) return null;
  return (
    <nav ref={nav} className="shop-menu" aria-label={t('categories')}>
      <ul className="shop-menu-list">
        {categories.map((main) => (
          <MenuEntry
            key={main.id}
            main={main}
            open={open === main.id}
            onOpenChange={(next) => setOpen(next ? main.id : (o) => (o === main.id ? null : o))}
          />
        ))}
      </ul>
    </nav>
  );
}

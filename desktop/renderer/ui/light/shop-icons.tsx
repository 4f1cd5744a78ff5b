import { svgIcon } from './svg-icon';

/*
 * The icons of the shopper screens (catalogue, kiosk, buy-and-sell) and of ProductImage, drawn like
 * icons.tsx's: inline, 1em square in the text's colour, decorative unless given a `title`. Their own
 * file, so the back office's ProductImage takes its one icon without the kit's others.
 */
const outline = (paths: Parameters<typeof svgIcon>[0]) => svgIcon(paths, { strokeWidth: 1.8 });

export const PictureIcon = outline(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const ShareIcon = outline(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);
export const MailIcon = outline(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </>,
);
export const ShopIcon = outline(
  <>
    <path d="M4 9.5V20h16V9.5" />
    <path d="M3 9.5 4.5 4h15L21 9.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
    <path d="M10 20v-5h4v5" />
  </>,
);
export const ReloadIcon = outline(
  <>
    <path d="M20 12a8 8 0 1 1-2.3-5.7" />
    <path d="M20 4v5h-5" />
  </>,
);
export const DeleteIcon = outline(
  <>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    <path d="M10 11v6M14 11v6" />
  </>,
);
export const PlusIcon = outline(<path d="M12 5v14M5 12h14" />);
export const EnvironmentIcon = outline(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const DollarIcon = outline(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M15 8.5c-.6-.9-1.7-1.5-3-1.5-1.7 0-3 .9-3 2.3 0 3.2 6 1.8 6 5 0 1.4-1.3 2.3-3 2.3-1.4 0-2.6-.6-3.2-1.6M12 5.5v13" />
  </>,
);
export const SwapIcon = outline(
  <>
    <path d="M4 8h15l-4-4" />
    <path d="M20 16H5l4 4" />
  </>,
);

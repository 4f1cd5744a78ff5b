import { type ReactNode, type SVGProps } from 'react';

/** An inline icon's props: an SVG's, less its children, and a `title` that makes it an image with that name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { title?: string };

/**
 * An icon component from its SVG paths (24 × 24), drawn like antd's icons: 1em square in the text's
 * colour, outlined (or `filled`), decorative unless given a `title`. The kit's icons (icons.tsx) and
 * the shopper screens' (shop-icons.tsx) are made by it, each set in its own file so a screen takes
 * only the set it uses.
 */
export function svgIcon(
  paths: ReactNode,
  { filled = false, strokeWidth = 2 }: { filled?: boolean; strokeWidth?: number } = {},
) {
  return function Icon({ title, className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={className ? `lt-icon ${className}` : 'lt-icon'}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

import { type ThemeConfig } from 'antd';

/** A calm teal: readable on white all day, distinct from the red and amber antd uses for errors and warnings. */
export const BRAND_COLOR = '#1f6f66';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    // antd derives the info tints from colorInfo; for this dark teal they come out a muddy grey.
    colorInfoBg: '#e8f3f1',
    colorInfoBorder: '#a9d2ca',
    colorLink: BRAND_COLOR,
    colorBgLayout: '#f3f5f4',
    colorTextBase: '#1d2723',
    borderRadius: 8,
    // Slightly larger text and controls than antd's defaults: read at arm's length, clicked in a hurry.
    fontSize: 15,
    controlHeight: 40,
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 20px',
      siderBg: '#ffffff',
      footerBg: 'transparent',
      footerPadding: '16px 24px',
    },
    Menu: {
      itemHeight: 44,
      itemMarginInline: 8,
      iconSize: 18,
      collapsedIconSize: 18,
      itemSelectedBg: '#e3f0ee',
      subMenuItemBg: 'transparent',
      activeBarBorderWidth: 0,
    },
  },
};

/**
 * The theme for a user who asked the system for less motion: antd's zooms, slides and fades off
 * (WCAG 2.3.3). The walks run this way too, so no click lands on a dialog still zooming in.
 */
export function themeFor(prefersReducedMotion: boolean): ThemeConfig {
  return prefersReducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme;
}

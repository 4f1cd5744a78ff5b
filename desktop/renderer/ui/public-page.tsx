import { type ReactNode } from 'react';
import { type PublicStore } from '@shared/contracts/stores';
import { Brand, PRODUCT_NAME } from './brand';

interface PublicPageProps {
  /** The page's one h1 (the route's title, so tabs, headings and tests agree). */
  title: ReactNode;
  /** The store the page is about: its logo and name head the card, so a clerk knows where they sign in. */
  store?: PublicStore | null;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to login, other store). */
  footer?: ReactNode;
  isWide?: boolean;
}

/**
 * The frame of every signed-out page (spec 000 §2.1): the store's brand, one card, nothing else to
 * click. Plain markup (global.css), so the light pages and the portal's antd sign-up share it.
 */
export function PublicPage({ title, store, subtitle, children, footer, isWide = false }: PublicPageProps) {
  return (
    <div className="public-page">
      <div className={`public-page__column${isWide ? ' public-page__column--wide' : ''}`}>
        <header className="public-page__store">
          {store?.logo ? (
            <img className="public-page__logo" src={store.logo} alt="" />
          ) : (
            <span className="public-page__mark" aria-hidden>
              <Brand isCompact />
            </span>
          )}
          <strong className="public-page__store-name">{store?.name ?? PRODUCT_NAME}</strong>
        </header>
        <section className="public-page__card">
          <h1 className="public-page__title">{title}</h1>
          {subtitle && <p className="public-page__subtitle">{subtitle}</p>}
          {children}
        </section>
        {footer && <div className="public-page__footer">{footer}</div>}
      </div>
    </div>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Tags beside the title (status, role). */
  tags?: ReactNode;
  /** The page's actions, right-aligned; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** A picture beside the heading and subtitle (a product's image). */
  media?: ReactNode;
}

/** The head of a back-office screen: one h1, an optional way back, and the screen's main actions. */
export function PageHeader({ title, subtitle, tags, actions, back, media }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back && (
        <Link to={back.to} className="page-header__back">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      )}
      <div className="page-header__row">
        <div className="page-header__lead">
          {media}
          <div>
            <div className="page-header__heading">
              <h1 className="page-header__title">{title}</h1>
              {tags && <div className="page-header__tags">{tags}</div>}
            </div>
            {subtitle && <div className="page-header__subtitle">{subtitle}</div>}
          </div>
        </div>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}

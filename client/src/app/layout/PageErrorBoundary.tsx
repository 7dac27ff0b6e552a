import { Component, type ReactNode } from 'react';
import { buttonClass } from '../../shared/ui/Button';
import { layoutStrings as s } from './strings';

interface Props {
  children: ReactNode;
}

/**
 * Keeps the header and navigation on screen when a page fails to render or its chunk cannot be
 * loaded (a dropped connection, or a deploy that replaced the chunk): the page area offers a reload.
 * AppLayout keys it by path, so moving to another page starts clean.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) {
      return this.props.children;
    }
    return (
      <section className="page-error" role="alert">
        <h1 className="page-error__title">{s.pageErrorTitle}</h1>
        <p className="page-error__text">{s.pageErrorText}</p>
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() => window.location.reload()}
        >
          {s.pageErrorReload}
        </button>
      </section>
    );
  }
}

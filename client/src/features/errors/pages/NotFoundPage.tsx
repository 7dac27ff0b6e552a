import { Link } from 'react-router';
import { errorsStrings } from '../strings';
import './not-found.css';
import { buttonClass } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export default function NotFoundPage() {
  useDocumentTitle(errorsStrings.notFoundTabTitle);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {errorsStrings.notFoundTitle}
      </h1>
      <p className="not-found__text">{errorsStrings.notFoundText}</p>
      <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
        {errorsStrings.notFoundLink}
      </Link>
    </section>
  );
}

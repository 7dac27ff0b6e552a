import { legalStrings } from '../strings';
import './terms.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export default function TermsPage() {
  useDocumentTitle(legalStrings.termsTitle);
  return (
    <article className="page terms" aria-labelledby="terms-title">
      <header className="terms__header">
        <h1 id="terms-title" className="page__title">
          {legalStrings.termsTitle}
        </h1>
        <p className="terms__updated">{legalStrings.termsUpdated}</p>
        <p className="terms__intro">{legalStrings.termsIntro}</p>
      </header>
      <div className="terms__layout">
        <nav className="terms__toc card" aria-label={legalStrings.tocLabel}>
          <p className="terms__toc-title">{legalStrings.tocLabel}</p>
          <ol>
            {legalStrings.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="terms__body">
          {legalStrings.sections.map((section) => (
            <section key={section.id} id={section.id} className="terms__section">
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {'items' in section && section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            <a href="#terms-title">{legalStrings.backToTop}</a>
          </p>
        </div>
      </div>
    </article>
  );
}

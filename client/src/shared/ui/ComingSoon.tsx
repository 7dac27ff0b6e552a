import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

/** Tidy placeholder for screens whose content is still being built. */
export function ComingSoon({ title, description, icon }: ComingSoonProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <div className="coming-soon">
        <span className="brand-tile coming-soon__icon" aria-hidden="true">
          {icon ?? <Sparkles size={26} />}
        </span>
        <span className="coming-soon__badge">Próximamente</span>
        <p>
          {description ??
            'Estamos preparando esta sección para la comunidad de Mixel. Vuelve pronto para descubrirla.'}
        </p>
      </div>
    </section>
  );
}

import { Sparkles, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { buttonClass } from '../../../shared/ui/Button';

export const GenerationInfo_PostFragment = graphql(`
  fragment GenerationInfo_Post on Post {
    generation {
      prompt
      model
      modelName
      imageDimensions
      generationMode
      seed
      showPrompt
    }
  }
`);

const strings = {
  title: 'Generada con IA',
  prompt: 'Prompt',
  model: 'Modelo',
  dimensions: 'Dimensiones',
  mode: 'Modo',
  seed: 'Semilla',
  modes: { fast: 'Rapido', consistent: 'Calidad' } as Record<string, string>,
  hiddenNote: 'Solo tú ves el prompt: está oculto para los demás.',
  usePrompt: 'Usar este prompt',
};

/** The generator's link that starts a new generation with the same prompt and settings. */
export function createLink(g: {
  prompt: string;
  model: string;
  imageDimensions: string;
  generationMode: string;
}): string {
  return (
    `/create?prompt=${encodeURIComponent(g.prompt)}&model=${encodeURIComponent(g.model)}` +
    `&dimensions=${encodeURIComponent(g.imageDimensions)}&mode=${encodeURIComponent(g.generationMode)}`
  );
}

const row = { display: 'grid', gap: 'var(--space-1)' } as const;
const label = { color: 'var(--color-text-muted)', fontSize: 'var(--text-xs)', fontWeight: 600 };

/** How a generated post was made; nothing for uploads or when the creator hid the prompt. */
export function GenerationInfo({
  post,
}: {
  post: FragmentType<typeof GenerationInfo_PostFragment>;
}) {
  const g = getFragmentData(GenerationInfo_PostFragment, post).generation;
  if (!g) {
    return null;
  }
  return (
    <section
      className="card card--padded"
      aria-labelledby="generation-info-title"
      data-testid="generation-info"
      style={{ display: 'grid', gap: 'var(--space-3)' }}
    >
      <h2
        id="generation-info-title"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 'var(--space-2)',
          fontSize: 'var(--text-base)',
        }}
      >
        <Sparkles size={16} aria-hidden="true" />
        {strings.title}
      </h2>
      <dl style={{ display: 'grid', gap: 'var(--space-3)', margin: 0 }}>
        <div style={row}>
          <dt style={label}>{strings.prompt}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {g.prompt}
          </dd>
        </div>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
            gap: 'var(--space-3)',
          }}
        >
          <div style={row}>
            <dt style={label}>{strings.model}</dt>
            <dd style={{ margin: 0 }}>{g.modelName}</dd>
          </div>
          <div style={row}>
            <dt style={label}>{strings.dimensions}</dt>
            <dd style={{ margin: 0 }}>{g.imageDimensions}</dd>
          </div>
          <div style={row}>
            <dt style={label}>{strings.mode}</dt>
            <dd style={{ margin: 0 }}>{strings.modes[g.generationMode] ?? g.generationMode}</dd>
          </div>
          <div style={row}>
            <dt style={label}>{strings.seed}</dt>
            <dd style={{ margin: 0 }}>{g.seed}</dd>
          </div>
        </div>
      </dl>
      {g.showPrompt ? null : <p style={label}>{strings.hiddenNote}</p>}
      <Link
        to={createLink(g)}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        style={{ justifySelf: 'start' }}
      >
        <Wand2 size={16} aria-hidden="true" />
        {strings.usePrompt}
      </Link>
    </section>
  );
}

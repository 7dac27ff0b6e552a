import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { useSignInGate } from '../../social/hooks/useSignInGate';
import { GenerationHistory } from '../components/GenerationHistory';
import { ModelPickerDialog } from '../components/ModelPickerDialog';
import { SettingsPanel } from '../components/SettingsPanel';
import {
  allowedSettings,
  generationCost,
  NO_LOCKS,
  promptProblem,
  PROMPT_MAX_LENGTH,
  readPrivatePreference,
  settingsFromParams,
  writePrivatePreference,
  type GenerationSettings,
} from '../generation-options';
import { useGenerationHistory } from '../hooks/useGenerationHistory';
import { clearHandedOffInputImage, handedOffInputImage, toInputImage } from '../input-image';
import {
  generateMutation,
  generationPresetsQuery,
  lockedGenerationOptionsQuery,
} from '../operations';
import { generationStrings as s } from '../strings';
import '../generation.css';
import { Button } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export default function CreatePage() {
  useDocumentTitle(s.createTitle);
  const { user } = useSession();
  const signedIn = Boolean(user);
  const gate = useSignInGate();
  const overlays = useOverlays();
  const [params] = useSearchParams();
  const userId = user?.id;
  const [wanted, setWanted] = useState<Omit<GenerationSettings, 'privateMode'>>(() =>
    settingsFromParams(params),
  );
  // private mode follows the signed-in user's stored preference until they change it here
  const storedPrivate = useMemo(() => readPrivatePreference(storage(), userId), [userId]);
  const [privateChoice, setPrivateChoice] = useState<{ userId?: string; value: boolean } | null>(
    null,
  );
  const [promptError, setPromptError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [running, setRunning] = useState<GenerationSettings | null>(null);
  const runningRef = useRef(false);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  // the generate answer's balance, until the session's own (meUpdated) moves past it
  const [answered, setAnswered] = useState<{ tokens: number; seen: number } | null>(null);

  const presetsQuery = useQuery(generationPresetsQuery);
  const presets = presetsQuery.data?.generationPresets ?? [];
  const locksQuery = useQuery(lockedGenerationOptionsQuery, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const { refetch: refetchLocks } = locksQuery;
  const plan = user?.plan;
  useEffect(() => {
    if (plan) {
      refetchLocks().catch(() => undefined);
    }
  }, [plan, refetchLocks]);
  const lock = signedIn ? locksQuery.data?.lockedGenerationOptions : undefined;
  const locks = lock ?? NO_LOCKS;
  const history = useGenerationHistory(signedIn);
  const [generate] = useMutation(generateMutation);
  // the picture a Kontext preset edits: chosen on the panel or handed over by the canvas
  const [handedOff] = useState(() => handedOffInputImage());
  const [inputImage, setInputImage] = useState<string | null>(null);
  useEffect(() => {
    if (!handedOff) {
      return;
    }
    clearHandedOffInputImage();
    void toInputImage(handedOff).then((url) => {
      if (url) {
        setInputImage(url);
      } else {
        notify.error(s.inputImageUnreadable);
      }
    });
  }, [handedOff]);
  const onInputImage = (file: File | null) => {
    if (!file) {
      setInputImage(null);
      return;
    }
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) {
      notify.error(s.inputImageNotImage);
      return;
    }
    void toInputImage(file).then((url) => {
      if (url) {
        setInputImage(url);
      } else {
        notify.error(s.inputImageUnreadable);
      }
    });
  };

  const settings = allowedSettings(
    {
      ...wanted,
      privateMode:
        privateChoice && privateChoice.userId === userId ? privateChoice.value : storedPrivate,
    },
    locks,
  );
  const preset = presets.find((p) => p.id === settings.model) ?? presets.find((p) => p.isDefault);
  const cost = preset
    ? generationCost(preset.costPerImage, settings.dimensions, settings.mode, settings.count)
    : null;
  const balance = user
    ? answered && answered.seen === user.fastTokens
      ? answered.tokens
      : user.fastTokens
    : null;

  const onChange = (patch: Partial<GenerationSettings>) => {
    const { privateMode, ...rest } = patch;
    if (privateMode !== undefined) {
      writePrivatePreference(storage(), userId, privateMode);
      setPrivateChoice({ userId, value: privateMode });
    }
    if (patch.prompt !== undefined) {
      setPromptError(null);
    }
    setWanted((previous) => ({ ...previous, ...rest }));
  };

  const submit = () => {
    if (runningRef.current || user === undefined) {
      return; // one request at a time; the session is still being checked
    }
    gate(() => void run());
  };

  const run = async () => {
    const problem = promptProblem(settings.prompt);
    if (problem) {
      setPromptError(
        problem === 'required' ? s.promptRequired : s.promptTooLong(PROMPT_MAX_LENGTH),
      );
      promptRef.current?.focus();
      return;
    }
    if (!preset || (balance !== null && cost !== null && cost > balance)) {
      return;
    }
    runningRef.current = true;
    setRunning(settings);
    try {
      const result = await generate({
        variables: {
          input: {
            prompt: settings.prompt,
            model: preset.id,
            imageDimensions: settings.dimensions,
            generationMode: settings.mode,
            numberOfImages: settings.count,
            privateMode: settings.privateMode,
            inputImage: preset.editsImages ? inputImage : null,
          },
        },
      });
      const payload = result.data?.generate;
      if (payload) {
        history.merge([payload.generation]);
        if (user) {
          setAnswered({ tokens: payload.remainingTokens, seen: user.fastTokens });
        }
      }
    } catch (error) {
      notify.error(errorMessage(error), 'generate');
    } finally {
      runningRef.current = false;
      setRunning(null);
    }
  };

  return (
    <div className="gen-page">
      <div className="gen-layout">
        <header className="gen-page__head">
          <h1 className="gen-page__title">{s.createTitle}</h1>
          <p className="gen-page__intro">{s.createIntro}</p>
        </header>
        <div className="gen-layout__panel">
          {presetsQuery.error && !presetsQuery.data ? (
            <div className="alert alert--error" role="alert">
              <p>{errorMessage(presetsQuery.error, s.presetsError)}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void presetsQuery.refetch().catch(() => undefined)}
              >
                {s.tryAgain}
              </Button>
            </div>
          ) : null}
          <SettingsPanel
            settings={settings}
            onChange={onChange}
            preset={preset}
            locks={locks}
            lockedMessage={lock?.message ?? s.premium}
            cost={cost}
            balance={balance}
            running={running !== null}
            promptError={promptError}
            promptRef={promptRef}
            onOpenPicker={() => setPickerOpen(true)}
            onSeePlans={() => overlays.open('plans')}
            onSubmit={submit}
            inputImage={inputImage}
            onInputImage={onInputImage}
          />
        </div>
        <GenerationHistory
          signedIn={signedIn}
          validating={user === undefined}
          history={history}
          running={running}
        />
      </div>
      <ModelPickerDialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        presets={presets}
        selected={preset?.id ?? settings.model}
        onSelect={(model) => onChange({ model })}
      />
    </div>
  );
}
